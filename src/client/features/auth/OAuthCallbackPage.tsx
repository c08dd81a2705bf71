export default function OAuthCallbackPage() {
  return <h1>OAuthCallback</h1>;
}
