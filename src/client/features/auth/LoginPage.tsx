export default function LoginPage() {
  return <h1>Login</h1>;
}
