// Package pgtest starts a throwaway PostgreSQL server for tests: a fresh cluster (initdb) in a
// temporary folder, listening on 127.0.0.1 only, on a free port, stopped and removed when the
// test ends. It uses the server binaries of the Debian package (/usr/lib/postgresql/N/bin, or
// TRADEPREP_PG_BIN). The server refuses to run as root: as root it runs them as the package's
// `postgres` user (runuser), in a folder that user owns.
//
// Without the binaries a test is skipped, except under CI=true, where that is a failure: CI
// installs the package, and a storage test that silently does not run proves nothing.
package pgtest

import (
	"context"
	"database/sql"
	"fmt"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	_ "github.com/jackc/pgx/v5/stdlib" // the pgx driver for database/sql
	"github.com/tradeprep/tradeprep/internal/tooling/loopback"
)

// Server is a running throwaway PostgreSQL server.
type Server struct {
	dir      string
	bin      string
	port     int
	as       string   // the user the server runs as (empty: this process's)
	settings []string // name=value, each a -c of the server after the defaults
}

// URL is a connection URL to the server's `postgres` database as the superuser.
func (s *Server) URL() string {
	return fmt.Sprintf("postgres://postgres@127.0.0.1:%d/postgres?sslmode=disable", s.port)
}

// NewDatabase creates an empty database on the server and answers its URL: each test of a
// package can have its own on one server.
func (s *Server) NewDatabase(t testing.TB, name string) string {
	t.Helper()
	url, err := s.CreateDatabase(name)
	if err != nil {
		t.Fatal(err)
	}
	return url
}

// CreateDatabase creates an empty database on the server and answers its URL (NewDatabase,
// outside a test).
func (s *Server) CreateDatabase(name string) (string, error) {
	db, err := sql.Open("pgx", s.URL())
	if err != nil {
		return "", fmt.Errorf("pgtest: %w", err)
	}
	defer db.Close()
	if _, err := db.Exec(`CREATE DATABASE "` + name + `"`); err != nil {
		return "", fmt.Errorf("pgtest: create database %s: %w", name, err)
	}
	return fmt.Sprintf("postgres://postgres@127.0.0.1:%d/%s?sslmode=disable", s.port, name), nil
}

// Start starts a server for the test and stops it (and removes its data) when the test ends.
// Its settings are a throwaway's (fsync and full_page_writes off), then the settings given,
// each name=value (e.g. "shared_buffers=1GB", "fsync=on").
func Start(t testing.TB, settings ...string) *Server {
	t.Helper()
	bin, err := binDir()
	if err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatalf("pgtest: %v (CI installs Debian's postgresql package)", err)
		}
		t.Skipf("pgtest: %v", err)
	}
	s, err := start(bin, settings)
	if err != nil {
		t.Fatalf("pgtest: %v", err)
	}
	t.Cleanup(s.stop)
	return s
}

// Launch starts a server outside a test (the reliability harness shares one among several
// processes) and answers it with the function that stops it and removes its data. Unlike
// Start, missing server binaries are an error, never a skip. The settings are Start's.
func Launch(settings ...string) (*Server, func(), error) {
	bin, err := binDir()
	if err != nil {
		return nil, nil, fmt.Errorf("pgtest: %w", err)
	}
	s, err := start(bin, settings)
	if err != nil {
		return nil, nil, fmt.Errorf("pgtest: %w", err)
	}
	return s, s.stop, nil
}

// Version is what the server's postgres binary reports (`postgres --version`).
func (s *Server) Version() string {
	out, err := exec.Command(filepath.Join(s.bin, "postgres"), "--version").Output()
	if err != nil {
		return ""
	}
	return strings.TrimSpace(string(out))
}

// LogPath is the server's log file (removed when it stops).
func (s *Server) LogPath() string { return filepath.Join(s.dir, "log") }

func binDir() (string, error) {
	if dir := os.Getenv("TRADEPREP_PG_BIN"); dir != "" {
		return dir, nil
	}
	found, _ := filepath.Glob("/usr/lib/postgresql/*/bin/initdb")
	if len(found) == 0 {
		return "", fmt.Errorf("no PostgreSQL server binaries (/usr/lib/postgresql/*/bin; set TRADEPREP_PG_BIN)")
	}
	// the newest major version
	sort.Slice(found, func(i, j int) bool { return major(found[i]) > major(found[j]) })
	return filepath.Dir(found[0]), nil
}

func major(initdb string) int {
	n, _ := strconv.Atoi(filepath.Base(filepath.Dir(filepath.Dir(initdb))))
	return n
}

func start(bin string, settings []string) (*Server, error) {
	for _, kv := range settings {
		if k, v, ok := strings.Cut(kv, "="); !ok || k == "" || v == "" || strings.ContainsAny(kv, " '\"") {
			return nil, fmt.Errorf("pgtest: setting %q: want name=value, without spaces or quotes", kv)
		}
	}
	s := &Server{bin: bin, settings: settings}
	dir, err := os.MkdirTemp("", "tradeprep-pg-")
	if err != nil {
		return nil, err
	}
	s.dir = dir
	if os.Geteuid() == 0 {
		s.as = "postgres"
		u, err := user.Lookup(s.as)
		if err != nil {
			return nil, fmt.Errorf("running as root needs the package's %q user: %w", s.as, err)
		}
		uid, _ := strconv.Atoi(u.Uid)
		gid, _ := strconv.Atoi(u.Gid)
		if err := os.Chown(dir, uid, gid); err != nil {
			return nil, err
		}
	}
	data := filepath.Join(dir, "data")
	if out, err := s.run("initdb", "-D", data, "-A", "trust", "-U", "postgres", "--no-sync", "-E", "UTF8"); err != nil {
		s.remove()
		return nil, fmt.Errorf("initdb: %w: %s", err, out)
	}
	// a free port: bind, note it, release; pg_ctl start fails if another process took it meanwhile
	// and then the next attempt takes another
	for attempt := 0; ; attempt++ {
		s.port, err = loopback.FreePort()
		if err != nil {
			s.remove()
			return nil, err
		}
		out, err := s.pgStart()
		if err == nil {
			break
		}
		if attempt == 2 {
			log, _ := os.ReadFile(filepath.Join(dir, "log"))
			s.remove()
			return nil, fmt.Errorf("pg_ctl start: %w: %s %s", err, out, log)
		}
	}
	return s, nil
}

// pgStart starts the cluster in s.dir on s.port (pg_ctl start, waiting until it accepts
// connections).
func (s *Server) pgStart() ([]byte, error) {
	opts := fmt.Sprintf("-p %d -k %s -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off", s.port, s.dir)
	for _, kv := range s.settings {
		opts += " -c " + kv
	}
	return s.run("pg_ctl", "-D", filepath.Join(s.dir, "data"), "-o", opts, "-l", filepath.Join(s.dir, "log"), "-w", "-t", "60", "start")
}

// Pause stops the server as a crash or an outage would (pg_ctl stop -m immediate: every
// connection is cut), keeping its data; Resume starts it again on the same port.
func (s *Server) Pause(t testing.TB) {
	t.Helper()
	if err := s.Halt(); err != nil {
		t.Fatalf("pgtest: pause: %v", err)
	}
}

// Resume starts a paused server again on its port.
func (s *Server) Resume(t testing.TB) {
	t.Helper()
	if err := s.Restart(); err != nil {
		t.Fatalf("pgtest: resume: %v", err)
	}
}

// Halt is Pause outside a test (the reliability harness stops the shared server under load):
// it answers once the server is gone.
func (s *Server) Halt() error {
	if out, err := s.run("pg_ctl", "-D", filepath.Join(s.dir, "data"), "-m", "immediate", "-w", "stop"); err != nil {
		return fmt.Errorf("pg_ctl stop: %w: %s", err, out)
	}
	return nil
}

// Restart is Resume outside a test: it answers once the server accepts connections again.
func (s *Server) Restart() error {
	if out, err := s.pgStart(); err != nil {
		return fmt.Errorf("pg_ctl start: %w: %s", err, out)
	}
	return nil
}

func (s *Server) run(tool string, args ...string) ([]byte, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	name := filepath.Join(s.bin, tool)
	if s.as != "" {
		args = append([]string{"-u", s.as, "--", name}, args...)
		name = "runuser"
	}
	cmd := exec.CommandContext(ctx, name, args...)
	cmd.Dir = s.dir
	// the context kills runuser, not what it started: a child left holding the output pipe
	// must not keep CombinedOutput waiting past the deadline
	cmd.WaitDelay = 5 * time.Second
	return cmd.CombinedOutput()
}

func (s *Server) stop() {
	_, _ = s.run("pg_ctl", "-D", filepath.Join(s.dir, "data"), "-m", "immediate", "-w", "stop")
	s.remove()
}

func (s *Server) remove() { _ = os.RemoveAll(s.dir) }

// OnEach runs the test twice: on a fresh embedded SQLite file ("sqlite:PATH") and on a fresh
// database of a throwaway PostgreSQL server, so that both databases meet the same assertions.
func OnEach(t *testing.T, test func(t *testing.T, url string)) {
	t.Run("sqlite", func(t *testing.T) {
		test(t, "sqlite:"+filepath.Join(t.TempDir(), "events.db"))
	})
	t.Run("postgres", func(t *testing.T) {
		test(t, Start(t).NewDatabase(t, Name(t)))
	})
}

// OnEachOpen is OnEach with each database opened by open (eventdb.Open) under a context of a
// minute, and closed when the test returns.
func OnEachOpen[DB interface{ Close() error }](t *testing.T, open func(context.Context, string) (DB, error), test func(t *testing.T, ctx context.Context, db DB)) {
	OnEach(t, func(t *testing.T, url string) {
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		defer cancel()
		db, err := open(ctx, url)
		if err != nil {
			t.Fatalf("open the database: %v", err)
		}
		defer db.Close()
		test(t, ctx, db)
	})
}

// Name is a database name from a test's name: lower case letters, digits and underscores.
func Name(t testing.TB) string {
	var b strings.Builder
	for _, r := range strings.ToLower(t.Name()) {
		if (r >= 'a' && r <= 'z') || (r >= '0' && r <= '9') {
			b.WriteRune(r)
		} else {
			b.WriteByte('_')
		}
	}
	name := b.String()
	if len(name) > 60 {
		name = name[:60]
	}
	return name
}
