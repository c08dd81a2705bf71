export default function VerifyEmailTokenPage() {
  return <h1>VerifyEmailToken</h1>;
}
