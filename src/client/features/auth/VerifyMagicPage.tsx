export default function VerifyMagicPage() {
  return <h1>VerifyMagic</h1>;
}
