// Command k8scheck renders a kustomization directory (deploy/k8s) with kustomize, as a Go
// module and in memory, decodes every object it yields strictly into the Kubernetes API's Go
// types (an unknown or repeated field, a wrong type, an unknown kind or apiVersion is an
// error, as with `kubectl apply --validate=strict`), and checks what a tradeprep deployment
// needs: probes on the port tradeprep listens on, a grace period longer than the drain, node
// URLs and the database URL from the Secret (whose keys the example Secret has), selectors that
// select the pods, an autoscaler on the Deployment, a hardened pod; and the event index's
// PostgreSQL (a StatefulSet): one server on a persistent volume it can write, its Service, its
// password from the Secret and the same account as the database URL; and the actors' Deployments
// (tradeprep keeper, relayer, pricefeed): one pod each, replaced with Recreate, probed at /healthz
// on the port each listens on, nodes from the Secret through the environment (never in the
// command line), each key from a Secret the API does not read and no two actors on one key, the
// price feed's sources from ConfigMaps, and no selector taking one workload's pods for
// another's. No network, no cluster.
//
//	go run . ../../deploy/k8s    (make k8s-check)
//
// It is its own Go module, so that kustomize and k8s.io/api stay out of the service's go.mod.
package main

import (
	"fmt"
	"io"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
)

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: k8scheck DIR   (a kustomization directory, e.g. deploy/k8s)")
		os.Exit(2)
	}
	os.Exit(run(os.Args[1], os.Stdout))
}

func run(dir string, out io.Writer) int {
	files, err := readDir(dir)
	if err != nil {
		fmt.Fprintln(out, err)
		return 1
	}
	r, err := render(files)
	if err != nil {
		fmt.Fprintf(out, "%s: %v\n", dir, err)
		return 1
	}
	problems := check(r)
	for _, p := range problems {
		fmt.Fprintf(out, "%s: %s\n", dir, p)
	}
	if len(problems) > 0 {
		return 1
	}
	names := slices.Sorted(maps.Keys(r.examples))
	fmt.Fprintf(out, "%s: %d objects rendered and checked (%s), example Secrets %s\n", dir, len(r.objects), r.summary(), strings.Join(names, ", "))
	return 0
}

// readDir reads the regular files of dir (not its subdirectories: a kustomization that
// refers to other directories is not what deploy/k8s is).
func readDir(dir string) (map[string][]byte, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	files := map[string][]byte{}
	for _, e := range entries {
		if !e.Type().IsRegular() {
			continue
		}
		data, err := os.ReadFile(filepath.Join(dir, e.Name()))
		if err != nil {
			return nil, err
		}
		files[e.Name()] = data
	}
	return files, nil
}
