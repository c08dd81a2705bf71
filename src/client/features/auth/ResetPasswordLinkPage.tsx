export default function ResetPasswordLinkPage() {
  return <h1>ResetPasswordLink</h1>;
}
