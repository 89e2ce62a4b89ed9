package reliability

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"strings"
	"syscall"
	"time"
)

// proc is a child process: a replica, anvil or HAProxy. Its output goes to a log file of the
// session; it is started again on the same address after it is stopped or killed.
type proc struct {
	name    string
	bin     string
	args    []string
	env     []string
	logPath string

	cmd     *exec.Cmd
	done    chan struct{}
	exitErr error
	exited  time.Time
}

// start runs the process. ready, when not nil, is a line of its output that says it is ready
// (anvil's "Listening on"); start then waits for it.
func (p *proc) start(ctx context.Context, ready string) error {
	logFile, err := os.OpenFile(p.logPath, os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o644)
	if err != nil {
		return err
	}
	fmt.Fprintf(logFile, "---- %s: %s %s\n", time.Now().UTC().Format(time.RFC3339Nano), p.bin, strings.Join(p.args, " "))
	cmd := exec.Command(p.bin, p.args...)
	cmd.Env = append(os.Environ(), p.env...)
	var out io.ReadCloser
	if ready != "" {
		if out, err = cmd.StdoutPipe(); err != nil {
			logFile.Close()
			return err
		}
		cmd.Stderr = logFile
	} else {
		cmd.Stdout, cmd.Stderr = logFile, logFile
	}
	if err := cmd.Start(); err != nil {
		logFile.Close()
		return fmt.Errorf("start %s: %w", p.name, err)
	}
	p.cmd, p.done, p.exitErr = cmd, make(chan struct{}), nil
	seen := make(chan struct{})
	go func() {
		if out != nil {
			sc := bufio.NewScanner(out)
			signaled := false
			for sc.Scan() {
				fmt.Fprintln(logFile, sc.Text())
				if !signaled && strings.Contains(sc.Text(), ready) {
					close(seen)
					signaled = true
				}
			}
			if !signaled {
				close(seen)
			}
		}
		err := cmd.Wait()
		p.exitErr, p.exited = err, time.Now()
		logFile.Close()
		close(p.done)
	}()
	if out == nil {
		return nil
	}
	select {
	case <-seen:
	case <-ctx.Done():
		p.kill()
		return ctx.Err()
	case <-time.After(60 * time.Second):
		p.kill()
		return fmt.Errorf("%s did not print %q within 60s; see %s", p.name, ready, p.logPath)
	}
	select {
	case <-p.done:
		return fmt.Errorf("%s exited at start (%v); see %s", p.name, p.exitErr, p.logPath)
	default:
		return nil
	}
}

// running reports whether the process was started and has not exited.
func (p *proc) running() bool {
	if p.cmd == nil {
		return false
	}
	select {
	case <-p.done:
		return false
	default:
		return true
	}
}

func (p *proc) signal(s syscall.Signal) error {
	if !p.running() {
		return fmt.Errorf("%s is not running", p.name)
	}
	return p.cmd.Process.Signal(s)
}

// wait waits up to d for the process to exit and returns its exit code (-1: killed by a
// signal).
func (p *proc) wait(d time.Duration) (int, error) {
	select {
	case <-p.done:
	case <-time.After(d):
		return 0, fmt.Errorf("%s still running after %s", p.name, d)
	}
	var exit *exec.ExitError
	if errors.As(p.exitErr, &exit) {
		return exit.ExitCode(), nil
	}
	if p.exitErr != nil {
		return 0, p.exitErr
	}
	return 0, nil
}

// kill ends the process at once, if it runs, and waits for it.
func (p *proc) kill() {
	if p.running() {
		_ = p.cmd.Process.Kill()
		<-p.done
	}
}

// stop asks the process to end (SIGTERM), and kills it after d.
func (p *proc) stop(d time.Duration) {
	if !p.running() {
		return
	}
	_ = p.cmd.Process.Signal(syscall.SIGTERM)
	if _, err := p.wait(d); err != nil {
		p.kill()
	}
}

// waitHTTP polls url until it answers want, for at most d.
func waitHTTP(ctx context.Context, client *http.Client, url string, want int, d time.Duration) error {
	deadline := time.Now().Add(d)
	last := "no answer"
	for {
		req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
		if err != nil {
			return err
		}
		res, err := client.Do(req)
		if err == nil {
			_, _ = io.Copy(io.Discard, res.Body)
			res.Body.Close()
			if res.StatusCode == want {
				return nil
			}
			last = res.Status
		} else {
			last = err.Error()
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("GET %s: want %d within %s, last: %s", url, want, d, last)
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(50 * time.Millisecond):
		}
	}
}
