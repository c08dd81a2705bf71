export default function RegisterPage() {
  return <h1>Register</h1>;
}
