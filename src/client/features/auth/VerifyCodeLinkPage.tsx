export default function VerifyCodeLinkPage() {
  return <h1>VerifyCodeLink</h1>;
}
