package bench

import (
	"context"
	"fmt"
	"path/filepath"
	"time"

	"github.com/tradeprep/tradeprep/internal/actors/embedded"
	"github.com/tradeprep/tradeprep/internal/tooling/accuracy"
)

// measureAccuracy runs internal/tooling/accuracy against the built service: the embedded platform on
// anvil (its own two chains, apart from the session's), `tradeprep serve` on it, and
// Config.AccuracySteps random requests executed for real. A status predicted wrong, or a field
// that differs where nothing moved, is a failure of the session (Errors), like a wrong answer.
func (e *env) measureAccuracy(ctx context.Context, res *Result) error {
	fmt.Fprintf(e.cfg.Log, "bench: prediction accuracy: %d requests on the embedded platform on anvil\n", e.cfg.AccuracySteps)
	env, err := embedded.Start(ctx, embedded.Options{Accounts: 1, Node: embedded.NodeAnvil})
	if err != nil {
		return fmt.Errorf("accuracy: platform on anvil: %w", err)
	}
	defer env.Close()
	path := filepath.Join(e.cfg.WorkDir, "accuracy-manifest.json")
	if err := env.Manifest.Save(path); err != nil {
		return err
	}
	args := []string{"serve", "--listen", "{addr}", "--rpc-url", env.Dest.HTTPURL(), "--manifest", path,
		"--source-rpc", fmt.Sprintf("%d=%s", embedded.SourceChainID, env.Source.HTTPURL()), "--rate-limit", "0", "--drain-period", "0s"}
	svc, err := StartProcess(ctx, e.cfg.ServiceBin, append(args, e.cfg.ServiceArgs...), e.cfg.ServiceEnv, filepath.Join(e.cfg.WorkDir, "accuracy-service.log"), "/readyz")
	if err != nil {
		return err
	}
	defer svc.Stop()
	logf := func(format string, args ...any) { fmt.Fprintf(e.cfg.Log, "bench: accuracy: "+format+"\n", args...) }
	rep, err := accuracy.Run(ctx, accuracy.Config{Env: env, Service: svc.URL, Steps: e.cfg.AccuracySteps, Seed: 1, MaxIdle: 3 * time.Second, Logf: logf})
	if err != nil {
		return fmt.Errorf("accuracy: %w", err)
	}
	res.Accuracy = rep
	tot := rep.FieldTotals()
	failed := len(res.Errors)
	if rep.Status.Exact != rep.Status.Compared {
		res.fail("prediction accuracy: status right in %d of %d requests", rep.Status.Exact, rep.Status.Compared)
	}
	if tot.Exact != tot.Compared {
		res.fail("prediction accuracy: %d of %d predicted fields exact where nothing moved", tot.Exact, tot.Compared)
	}
	if rep.Context.Exact != rep.Context.Compared {
		res.fail("prediction accuracy: simulated context equal to the mined block in %d of %d requests", rep.Context.Exact, rep.Context.Compared)
	}
	if len(res.Errors) > failed {
		// what differed, in the errors a CI page keeps, not only in the log above them
		for _, m := range rep.Mismatches {
			res.fail("prediction accuracy: %s", m)
		}
	}
	return nil
}
