package bench

import (
	"context"
	"errors"
	"fmt"
	"github.com/tradeprep/tradeprep/internal/tooling/loopback"
	"net/http"
	"os"
	"os/exec"
	"strings"
	"syscall"
	"time"
)

// Process is a program the benchmark started and measures: the service, or the baseline
// handler.
type Process struct {
	cmd  *exec.Cmd
	URL  string
	done chan error
}

// StartProcess runs bin with args (where "{addr}" is replaced by the address to listen on),
// environment env added to this one, output appended to logPath, and waits until GET ready answers 200.
func StartProcess(ctx context.Context, bin string, args, env []string, logPath, ready string) (*Process, error) {
	addr, err := loopback.FreeAddr()
	if err != nil {
		return nil, err
	}
	full := make([]string, len(args))
	for i, a := range args {
		full[i] = strings.ReplaceAll(a, "{addr}", addr)
	}
	logFile, err := os.OpenFile(logPath, os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o644)
	if err != nil {
		return nil, err
	}
	cmd := exec.Command(bin, full...)
	cmd.Stdout, cmd.Stderr = logFile, logFile
	cmd.Env = append(os.Environ(), env...)
	if err := cmd.Start(); err != nil {
		logFile.Close()
		return nil, fmt.Errorf("start %s: %w", bin, err)
	}
	p := &Process{cmd: cmd, URL: "http://" + addr, done: make(chan error, 1)}
	go func() { p.done <- cmd.Wait(); logFile.Close() }()
	deadline := time.Now().Add(60 * time.Second)
	for time.Now().Before(deadline) {
		res, err := http.Get(p.URL + ready)
		if err == nil {
			res.Body.Close()
			if res.StatusCode == http.StatusOK {
				return p, nil
			}
		}
		select {
		case err := <-p.done:
			return nil, fmt.Errorf("%s exited before it was ready (%v); see %s", bin, err, logPath)
		case <-ctx.Done():
			p.Stop()
			return nil, ctx.Err()
		case <-time.After(50 * time.Millisecond):
		}
	}
	p.Stop()
	return nil, fmt.Errorf("%s not ready within 60s; see %s", bin, logPath)
}

// Pid is the process id.
func (p *Process) Pid() int { return p.cmd.Process.Pid }

// CPUTime is the user plus system CPU time a process (all its threads) has used so far, from
// /proc/<pid>/stat; pid 0 is this process.
func CPUTime(pid int) (time.Duration, error) {
	path := "/proc/self/stat"
	if pid != 0 {
		path = fmt.Sprintf("/proc/%d/stat", pid)
	}
	raw, err := os.ReadFile(path)
	if err != nil {
		return 0, err
	}
	// the command name (field 2) may hold spaces: fields count from after its ')'
	i := strings.LastIndexByte(string(raw), ')')
	if i < 0 {
		return 0, fmt.Errorf("%s: no command field", path)
	}
	f := strings.Fields(string(raw[i+1:]))
	if len(f) < 13 {
		return 0, fmt.Errorf("%s: %d fields", path, len(f))
	}
	var utime, stime int64
	if _, err := fmt.Sscan(f[11], &utime); err != nil {
		return 0, err
	}
	if _, err := fmt.Sscan(f[12], &stime); err != nil {
		return 0, err
	}
	const ticksPerSecond = 100 // USER_HZ, 100 on every Linux architecture Go supports
	return time.Duration(utime+stime) * time.Second / ticksPerSecond, nil
}

// PeakRSS is the process's peak resident set size so far (VmHWM), in bytes.
func (p *Process) PeakRSS() (int64, error) {
	return procStatus(p.cmd.Process.Pid, "VmHWM")
}

// RSS is the process's resident set size now (VmRSS), in bytes.
func (p *Process) RSS() (int64, error) {
	return procStatus(p.cmd.Process.Pid, "VmRSS")
}

func procStatus(pid int, key string) (int64, error) {
	return procStatusFile(fmt.Sprintf("/proc/%d/status", pid), key)
}

// Stop ends the process with SIGTERM (the service shuts down gracefully), then SIGKILL after
// 10 s.
func (p *Process) Stop() error {
	if p == nil {
		return nil
	}
	_ = p.cmd.Process.Signal(syscall.SIGTERM)
	select {
	case err := <-p.done:
		var exit *exec.ExitError
		if errors.As(err, &exit) {
			return nil
		}
		return err
	case <-time.After(10 * time.Second):
		_ = p.cmd.Process.Kill()
		return errors.New("did not stop within 10s of SIGTERM")
	}
}

// ServeStatic is the baseline of the markets benchmark: a plain net/http handler that writes
// body with contentType for every GET of path, and nothing else.
func ServeStatic(ctx context.Context, addr, path, contentType string, body []byte) error {
	mux := http.NewServeMux()
	mux.HandleFunc("GET "+path, func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", contentType)
		_, _ = w.Write(body)
	})
	return serveUntil(ctx, addr, mux)
}

// serveUntil serves mux, and GET /healthz, at addr until ctx ends.
func serveUntil(ctx context.Context, addr string, mux *http.ServeMux) error {
	mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, _ *http.Request) { w.WriteHeader(http.StatusOK) })
	srv := &http.Server{Addr: addr, Handler: mux, ReadHeaderTimeout: 5 * time.Second}
	go func() {
		<-ctx.Done()
		_ = srv.Close()
	}()
	if err := srv.ListenAndServe(); err != nil && !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}
