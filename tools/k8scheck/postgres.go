package main

import (
	"net/url"
	"path"
	"slices"
	"strconv"
	"strings"

	appsv1 "k8s.io/api/apps/v1"
	corev1 "k8s.io/api/core/v1"
	"k8s.io/apimachinery/pkg/labels"
	"k8s.io/apimachinery/pkg/util/intstr"
)

// database checks the Deployment's event index: with the index on, the replicas (two or more,
// the autoscaler's) must share a PostgreSQL, whose URL (it holds the password) comes from the
// Secret, and the example's URL must be one the binary takes.
func (c *checker) database(d *appsv1.Deployment, ct *corev1.Container, cfg *config) {
	if _, ok := cfg.file[sDatabaseURL.key]; ok {
		c.errf("Deployment %s: databaseUrl is in the config file (%s): the URL holds the database's password, set it from the Secret", d.Name, cfg.path)
	}
	if _, ok := cfg.args[sDatabaseURL.flag]; ok {
		c.errf("Deployment %s: --%s is in the container's args: the URL holds the database's password, set it from the Secret", d.Name, sDatabaseURL.flag)
	}
	if e, ok := cfg.env[sDatabaseURL.env]; ok && e.Value != "" {
		c.errf("Deployment %s: env %s is in plain text: the URL holds the database's password, take it from the Secret", d.Name, sDatabaseURL.env)
	}
	if on, err := strconv.ParseBool(cfg.get(sEventIndex)); err == nil && !on {
		return // no index, no database
	}
	e, ok := cfg.env[sDatabaseURL.env]
	if !ok || e.ValueFrom == nil || e.ValueFrom.SecretKeyRef == nil {
		c.errf("Deployment %s: %s is not taken from a Secret: without it each replica keeps its own in-memory event index, rebuilt from the chain at every start", d.Name, sDatabaseURL.env)
		return
	}
	if c.databaseURL == "" {
		return // the key is missing from the example: reported by nodeURLs
	}
	where := secretExample + " " + e.ValueFrom.SecretKeyRef.Key
	u, ok := c.postgresURL(where, c.databaseURL)
	if !ok {
		return
	}
	if len(c.r.statefuls) == 0 && !strings.Contains(u.Host, ".") {
		c.errf("%s: host %s is no Service of the kustomization and no qualified name", where, u.Hostname())
	}
}

// postgresURL parses a PostgreSQL URL as the binary takes it (internal/index/eventdb), and reports
// what is missing; the URL itself is never repeated (it holds a password).
func (c *checker) postgresURL(where, raw string) (*url.URL, bool) {
	u, err := url.Parse(raw)
	switch {
	case err != nil:
		c.errf("%s: not a URL", where)
		return nil, false
	case u.Scheme != "postgres" && u.Scheme != "postgresql":
		c.errf("%s: want postgres://user:password@host:port/database, the replicas' shared PostgreSQL (scheme %q; sqlite would be one index per replica)", where, u.Scheme)
		return nil, false
	case u.Hostname() == "" || u.User == nil || u.User.Username() == "" || strings.Trim(u.Path, "/") == "":
		c.errf("%s: want postgres://user:password@host:port/database, with a host, a user and a database", where)
		return nil, false
	}
	return u, true
}

// statefulService says whether s is the governing Service of a StatefulSet of the
// kustomization (checked with it by postgres, not against the Deployment).
func (c *checker) statefulService(s *corev1.Service) bool {
	return slices.ContainsFunc(c.r.statefuls, func(st *appsv1.StatefulSet) bool { return st.Spec.ServiceName == s.Name })
}

// postgres checks a StatefulSet of PostgreSQL for the event index: one server on a volume of its
// own, where initdb can create the cluster, as a user that can write it; its Service; its
// password from the Secret, the same user, password, database, host and port as the example's
// databaseUrl when that URL names its Service; and no selector of the Deployment's taking it
// for a tradeprep pod.
func (c *checker) postgres(d *appsv1.Deployment, st *appsv1.StatefulSet) {
	spec := &st.Spec.Template.Spec
	podLabels := labels.Set(st.Spec.Template.Labels)
	if st.Spec.Selector == nil || !selects(st.Spec.Selector, podLabels) {
		c.errf("StatefulSet %s: spec.selector does not select its own pod template's labels %v", st.Name, podLabels)
	}
	if st.Spec.Replicas != nil && *st.Spec.Replicas != 1 {
		c.errf("StatefulSet %s: replicas %d: each would be a database of its own behind one Service; PostgreSQL here is one server", st.Name, *st.Spec.Replicas)
	}
	if len(spec.Containers) != 1 {
		c.errf("StatefulSet %s: want one container, got %d", st.Name, len(spec.Containers))
		return
	}
	ct := &spec.Containers[0]
	env := map[string]corev1.EnvVar{}
	for _, e := range ct.Env {
		env[e.Name] = e
	}

	// The data: PGDATA inside a volume of the claim templates (persistent), one directory down
	// (a new volume's root may hold lost+found, and initdb wants an empty directory).
	pgdata := "/var/lib/postgresql/data" // the images' default
	if e, ok := env["PGDATA"]; ok && e.Value != "" {
		pgdata = e.Value
	}
	persistent := false
	for _, m := range ct.VolumeMounts {
		rel, under := strings.CutPrefix(path.Clean(pgdata), path.Clean(m.MountPath)+"/")
		if path.Clean(pgdata) != path.Clean(m.MountPath) && !under {
			continue
		}
		if !slices.ContainsFunc(st.Spec.VolumeClaimTemplates, func(p corev1.PersistentVolumeClaim) bool { return p.Name == m.Name }) {
			c.errf("StatefulSet %s: PGDATA %s is on volume %s, which is not one of the volumeClaimTemplates: the database would not outlive the pod", st.Name, pgdata, m.Name)
		} else if !under || rel == "" {
			c.errf("StatefulSet %s: PGDATA %s is the root of volume %s: a new volume's root may hold lost+found, which initdb refuses; use a directory inside it", st.Name, pgdata, m.Name)
		}
		persistent = true
	}
	if !persistent {
		c.errf("StatefulSet %s: no volume is mounted at PGDATA %s: the database would not outlive the container", st.Name, pgdata)
	}
	pod := spec.SecurityContext
	if pod == nil || pod.FSGroup == nil {
		c.errf("StatefulSet %s: no fsGroup: a new volume is root's, and PostgreSQL (never root) could not write it", st.Name)
	}
	sc := ct.SecurityContext
	user := pod != nil && pod.RunAsUser != nil && *pod.RunAsUser != 0
	if sc != nil && sc.RunAsUser != nil {
		user = *sc.RunAsUser != 0
	}
	if !user {
		c.errf("StatefulSet %s: runAsUser must be set and not 0: PostgreSQL refuses to run as root", st.Name)
	}
	if sc == nil || sc.AllowPrivilegeEscalation == nil || *sc.AllowPrivilegeEscalation ||
		sc.Capabilities == nil || !slices.Contains(sc.Capabilities.Drop, "ALL") || len(sc.Capabilities.Add) > 0 {
		c.errf("StatefulSet %s: the container must not escalate privileges and must drop ALL capabilities", st.Name)
	}

	// The Service: the governing one, selecting the pods, on the container's port.
	var svc *corev1.Service
	for _, s := range c.r.services {
		if s.Name == st.Spec.ServiceName {
			svc = s
		}
	}
	if svc == nil {
		c.errf("StatefulSet %s: serviceName %q is no Service of the kustomization", st.Name, st.Spec.ServiceName)
	} else {
		if len(svc.Spec.Selector) == 0 || !labels.SelectorFromSet(svc.Spec.Selector).Matches(podLabels) {
			c.errf("Service %s: selector %v does not select the pods of StatefulSet %s (labels %v)", svc.Name, svc.Spec.Selector, st.Name, podLabels)
		}
		if labels.SelectorFromSet(svc.Spec.Selector).Matches(labels.Set(d.Spec.Template.Labels)) {
			c.errf("Service %s: selector %v selects the pods of Deployment %s too", svc.Name, svc.Spec.Selector, d.Name)
		}
		for _, p := range svc.Spec.Ports {
			target := p.TargetPort
			if target.Type == intstr.Int && target.IntVal == 0 {
				target = intstr.FromInt32(p.Port)
			}
			if _, ok := containerPort(ct, target); !ok {
				c.errf("Service %s: port %d targets %s, which is not a port of StatefulSet %s's container", svc.Name, p.Port, target.String(), st.Name)
			}
		}
	}

	// The Deployment's selectors must not take these pods for tradeprep's.
	for _, s := range c.r.services {
		if !c.statefulService(s) && len(s.Spec.Selector) > 0 && labels.SelectorFromSet(s.Spec.Selector).Matches(podLabels) {
			c.errf("Service %s: selector %v selects the pods of StatefulSet %s too: API requests would go to the database", s.Name, s.Spec.Selector, st.Name)
		}
	}
	for _, p := range c.r.pdbs {
		if p.Spec.Selector != nil && selects(p.Spec.Selector, podLabels) {
			c.errf("PodDisruptionBudget %s: selector selects the pods of StatefulSet %s too", p.Name, st.Name)
		}
	}
	if selects(d.Spec.Selector, podLabels) {
		c.errf("Deployment %s: spec.selector selects the pods of StatefulSet %s too", d.Name, st.Name)
	}

	// The password from the Secret, and the same account as the Deployment's URL.
	pw, ok := env["POSTGRES_PASSWORD"]
	var password string
	switch {
	case !ok:
		c.errf("StatefulSet %s: no POSTGRES_PASSWORD: the image creates no cluster without one", st.Name)
	case pw.Value != "":
		c.errf("StatefulSet %s: env POSTGRES_PASSWORD is in plain text: take it from the Secret", st.Name)
	case pw.ValueFrom == nil || pw.ValueFrom.SecretKeyRef == nil:
		c.errf("StatefulSet %s: env POSTGRES_PASSWORD is not taken from a Secret", st.Name)
	case c.r.example == nil:
	case pw.ValueFrom.SecretKeyRef.Name != c.r.example.Name:
		c.errf("StatefulSet %s: env POSTGRES_PASSWORD reads Secret %q; the example Secret (%s) is %q", st.Name, pw.ValueFrom.SecretKeyRef.Name, secretExample, c.r.example.Name)
	default:
		if password, ok = secretValue(c.r.example, pw.ValueFrom.SecretKeyRef.Key); !ok {
			c.errf("StatefulSet %s: env POSTGRES_PASSWORD reads key %q of Secret %s, which %s does not have (keys: %s)", st.Name, pw.ValueFrom.SecretKeyRef.Key, c.r.example.Name, secretExample, strings.Join(secretKeys(c.r.example), ", "))
		}
	}
	u, err := url.Parse(c.databaseURL)
	if c.databaseURL == "" || err != nil || strings.Split(u.Hostname(), ".")[0] != st.Spec.ServiceName {
		return // another database (or a problem reported by database)
	}
	where := secretExample + " databaseUrl"
	user1 := env["POSTGRES_USER"].Value
	if user1 == "" {
		user1 = "postgres" // the images' default
	}
	db := env["POSTGRES_DB"].Value
	if db == "" {
		db = user1
	}
	if u.User == nil || u.User.Username() != user1 {
		c.errf("%s names user %q; StatefulSet %s creates %q (POSTGRES_USER)", where, u.User.Username(), st.Name, user1)
	}
	if got, _ := u.User.Password(); password != "" && got != password {
		c.errf("%s: its password is not the StatefulSet %s's POSTGRES_PASSWORD (%s %s)", where, st.Name, secretExample, pw.ValueFrom.SecretKeyRef.Key)
	}
	if got := strings.Trim(u.Path, "/"); got != db {
		c.errf("%s names database %q; StatefulSet %s creates %q (POSTGRES_DB)", where, got, st.Name, db)
	}
	port := u.Port()
	if port == "" {
		port = "5432"
	}
	if svc != nil && !slices.ContainsFunc(svc.Spec.Ports, func(p corev1.ServicePort) bool { return strconv.Itoa(int(p.Port)) == port }) {
		c.errf("%s names port %s; Service %s has no such port", where, port, svc.Name)
	}
}
