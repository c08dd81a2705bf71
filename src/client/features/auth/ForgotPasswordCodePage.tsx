export default function ForgotPasswordCodePage() {
  return <h1>ForgotPasswordCode</h1>;
}
