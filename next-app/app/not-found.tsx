// Reached only by requests that match no brand route (e.g. a missing static asset).
export default function GlobalNotFound() {
  return (
    <html lang="en">
      <body>
        <h1>404 — Not Found</h1>
      </body>
    </html>
  );
}
