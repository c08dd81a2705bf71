export default function VerifySuccessPage() {
  return <h1>VerifySuccess</h1>;
}
