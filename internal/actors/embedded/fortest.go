package embedded

import (
	"context"
	"testing"
	"time"
)

// ForTest starts the platform for a test: a context that ends after timeout (or with the test),
// the platform on it, both closed when the test ends. It fails the test when the platform does
// not start.
func ForTest(t testing.TB, opts Options, timeout time.Duration) (context.Context, *Env) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	t.Cleanup(cancel)
	env, err := Start(ctx, opts)
	if err != nil {
		t.Fatalf("embedded platform: %v", err)
	}
	t.Cleanup(func() { _ = env.Close() })
	return ctx, env
}
