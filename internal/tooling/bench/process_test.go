package bench

import (
	"context"
	"flag"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
	"github.com/tradeprep/tradeprep/internal/tooling/loopback"
)

// helperEnv makes this test binary, started by a test through StartProcess, act as a program
// the benchmark measures instead of running tests: "static" serves a static handler (what
// `tradeprep-bench static` does), "exit" fails at once.
const helperEnv = "TRADEPREP_BENCH_TEST_HELPER"

func TestMain(m *testing.M) {
	switch os.Getenv(helperEnv) {
	case "":
		os.Exit(m.Run())
	case "static":
		fs := flag.NewFlagSet("helper", flag.ExitOnError)
		listen := fs.String("listen", "", "")
		_ = fs.Parse(os.Args[1:])
		fmt.Println("helper: serving on", *listen)
		if err := ServeStatic(context.Background(), *listen, "/api/markets", "application/json", []byte(`{"markets":[]}`)); err != nil {
			fmt.Println("helper:", err)
			os.Exit(1)
		}
		os.Exit(0)
	default:
		fmt.Println("helper: failing on purpose")
		os.Exit(3)
	}
}

func get(t *testing.T, url string) (int, string, string) {
	t.Helper()
	res, err := http.Get(url)
	require.NoError(t, err)
	defer res.Body.Close()
	b, err := io.ReadAll(res.Body)
	require.NoError(t, err)
	return res.StatusCode, res.Header.Get("Content-Type"), string(b)
}

// TestStartProcess: the program gets a free loopback address in place of {addr} and the
// environment asked, is ready when StartProcess returns, logs to the file, is measured through
// /proc, and Stop ends it.
func TestStartProcess(t *testing.T) {
	ctx := testCtx(t)
	logPath := filepath.Join(t.TempDir(), "helper.log")
	p, err := StartProcess(ctx, os.Args[0], []string{"-listen", "{addr}"}, []string{helperEnv + "=static"}, logPath, "/healthz")
	require.NoError(t, err)
	require.True(t, strings.HasPrefix(p.URL, "http://127.0.0.1:"), p.URL)

	status, ctype, body := get(t, p.URL+"/api/markets")
	require.Equal(t, http.StatusOK, status, "ready when StartProcess returns")
	require.Equal(t, "application/json", ctype)
	require.Equal(t, `{"markets":[]}`, body)

	pid := p.Pid()
	require.Positive(t, pid)
	cpu, err := CPUTime(pid)
	require.NoError(t, err)
	require.GreaterOrEqual(t, cpu, time.Duration(0))
	rss, err := p.RSS()
	require.NoError(t, err)
	peak, err := p.PeakRSS()
	require.NoError(t, err)
	require.Greater(t, rss, int64(1<<20), "a Go program holds more than a MB")
	require.GreaterOrEqual(t, peak, rss, "the peak is at least what it holds now")

	require.NoError(t, p.Stop())
	require.Error(t, syscall.Kill(pid, 0), "the process still runs after Stop")
	_, err = CPUTime(pid)
	require.Error(t, err, "a process that is gone has no CPU time")
	log, err := os.ReadFile(logPath)
	require.NoError(t, err)
	require.Contains(t, string(log), "helper: serving on "+strings.TrimPrefix(p.URL, "http://"))
}

// TestStartProcessExits: a program that dies before it is ready is reported at once, with its
// log, rather than after the 60 s readiness limit.
func TestStartProcessExits(t *testing.T) {
	logPath := filepath.Join(t.TempDir(), "helper.log")
	began := time.Now()
	p, err := StartProcess(testCtx(t), os.Args[0], []string{"-listen", "{addr}"}, []string{helperEnv + "=exit"}, logPath, "/healthz")
	require.Nil(t, p)
	require.Error(t, err)
	require.Contains(t, err.Error(), "exited before it was ready")
	require.Contains(t, err.Error(), logPath)
	require.Less(t, time.Since(began), 30*time.Second)
	log, err := os.ReadFile(logPath)
	require.NoError(t, err)
	require.Contains(t, string(log), "failing on purpose")
}

// TestCPUTime: this process's CPU time grows with work it does.
func TestCPUTime(t *testing.T) {
	before, err := CPUTime(0)
	require.NoError(t, err)
	x := 0
	for end := time.Now().Add(150 * time.Millisecond); time.Now().Before(end); {
		x++
	}
	after, err := CPUTime(0)
	require.NoError(t, err)
	require.Greater(t, after, before, "150 ms of busy work (%d rounds) left no CPU time", x)
}

func TestProcStatusFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "status")
	require.NoError(t, os.WriteFile(path, []byte("Name:\tbench\nVmHWM:\t    2048 kB\nVmRSS:\t  1024 kB\n"), 0o644))
	n, err := procStatusFile(path, "VmHWM")
	require.NoError(t, err)
	require.Equal(t, int64(2048*1024), n)
	n, err = procStatusFile(path, "VmRSS")
	require.NoError(t, err)
	require.Equal(t, int64(1024*1024), n)
	_, err = procStatusFile(path, "VmSwap")
	require.Error(t, err)
}

// TestServeStatic: the markets baseline answers GET of its path with the bytes and content type
// given, /healthz with 200, nothing else, and stops with its context.
func TestServeStatic(t *testing.T) {
	addr, err := loopback.FreeAddr()
	require.NoError(t, err)
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- ServeStatic(ctx, addr, "/api/markets", "application/json", []byte(`[1,2,3]`)) }()
	base := "http://" + addr
	deadline := time.Now().Add(10 * time.Second)
	for {
		res, err := http.Get(base + "/healthz")
		if err == nil {
			res.Body.Close()
			require.Equal(t, http.StatusOK, res.StatusCode)
			break
		}
		require.True(t, time.Now().Before(deadline), "static handler not up: %v", err)
		time.Sleep(10 * time.Millisecond)
	}
	status, ctype, body := get(t, base+"/api/markets")
	require.Equal(t, http.StatusOK, status)
	require.Equal(t, "application/json", ctype)
	require.Equal(t, `[1,2,3]`, body)
	status, _, _ = get(t, base+"/api/newposition")
	require.Equal(t, http.StatusNotFound, status)
	res, err := http.Post(base+"/api/markets", "application/json", strings.NewReader("{}"))
	require.NoError(t, err)
	res.Body.Close()
	require.Equal(t, http.StatusMethodNotAllowed, res.StatusCode)

	cancel()
	select {
	case err := <-done:
		require.NoError(t, err)
	case <-time.After(5 * time.Second):
		t.Fatal("ServeStatic did not return after its context ended")
	}
	_, err = http.Get(base + "/healthz")
	require.Error(t, err, "still serving after its context ended")
}
