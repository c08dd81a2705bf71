export default function VerifyEmailCodePage() {
  return <h1>VerifyEmailCode</h1>;
}
