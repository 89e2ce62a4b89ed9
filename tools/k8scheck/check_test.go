package main

import (
	"bytes"
	"maps"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const deployDir = "../../deploy/k8s"

// TestDeployK8s is the check of make k8s-check: deploy/k8s as committed renders and passes.
func TestDeployK8s(t *testing.T) {
	var out bytes.Buffer
	if code := run(deployDir, &out); code != 0 {
		t.Fatalf("deploy/k8s does not pass:\n%s", out.String())
	}
	files, err := readDir(deployDir)
	if err != nil {
		t.Fatal(err)
	}
	r, err := render(files)
	if err != nil {
		t.Fatal(err)
	}
	want := "ConfigMap/tradeprep-config, ConfigMap/tradeprep-pricefeed, Deployment/tradeprep, Deployment/tradeprep-keeper, Deployment/tradeprep-pricefeed, Deployment/tradeprep-relayer, " +
		"HorizontalPodAutoscaler/tradeprep, PodDisruptionBudget/tradeprep, Service/tradeprep, Service/tradeprep-postgres, StatefulSet/tradeprep-postgres"
	if got := r.summary(); got != want {
		t.Errorf("rendered %s\nwant      %s", got, want)
	}
	if r.example == nil || r.example.Name != "tradeprep-rpc" || len(r.examples) != 2 || r.examples["tradeprep-actor-keys"] == nil {
		t.Errorf("example Secrets: want tradeprep-rpc first, then tradeprep-actor-keys; got %v", r.examples)
	}
}

// TestBrokenManifests breaks deploy/k8s one way at a time and expects the check to say so:
// each edit replaces text that occurs exactly once in the committed file, so that no case
// passes by changing nothing.
func TestBrokenManifests(t *testing.T) {
	cases := []struct {
		name, file, old, new string
		want                 string // in the error
	}{
		// Schema: strict decoding into the API's types.
		{"typo in a field", "deployment.yaml", "timeoutSeconds: 3", "timeoutSecond: 3", `unknown field "spec.template.spec.containers[0].readinessProbe.timeoutSecond"`},
		{"typo in a pod field", "deployment.yaml", "terminationGracePeriodSeconds: 35", "terminationGracePeriod: 35", `unknown field "spec.template.spec.terminationGracePeriod"`},
		{"wrong type", "hpa.yaml", "maxReplicas: 10", "maxReplicas: ten", "cannot unmarshal string into Go struct field HorizontalPodAutoscalerSpec.spec.maxReplicas of type int32"},
		{"field given twice", "pdb.yaml", "  maxUnavailable: 1\n", "  maxUnavailable: 1\n  maxUnavailable: 2\n", `mapping key "maxUnavailable" already defined`},
		{"removed API version", "hpa.yaml", "apiVersion: autoscaling/v2\n", "apiVersion: autoscaling/v2beta2\n", "no kind \"HorizontalPodAutoscaler\" is registered for version \"autoscaling/v2beta2\""},
		{"misspelt kind", "service.yaml", "kind: Service\n", "kind: Servce\n", `no kind "Servce"`},
		{"missing resource file", "kustomization.yaml", "  - pdb.yaml\n", "  - pdbs.yaml\n", "kustomize: accumulating resources"},

		// Selectors and references.
		{"Service selects nothing", "service.yaml", "  selector:\n    app.kubernetes.io/name: tradeprep", "  selector:\n    app.kubernetes.io/name: tradeprep-api", "Service tradeprep: selector map[app.kubernetes.io/name:tradeprep-api] does not select the pods"},
		{"Service targets no port", "service.yaml", "targetPort: http", "targetPort: web", "Service tradeprep: port 80 targets web"},
		{"PDB selects nothing", "pdb.yaml", "      app.kubernetes.io/name: tradeprep", "      app: tradeprep", "PodDisruptionBudget tradeprep: selector does not select the pods"},
		{"HPA targets another Deployment", "hpa.yaml", "    name: tradeprep\n", "    name: tradeprep-api\n", "HorizontalPodAutoscaler tradeprep: scaleTargetRef apps/v1 Deployment/tradeprep-api is not the Deployment"},
		{"Deployment selector misses its pods", "deployment.yaml", "  selector:\n    matchLabels:\n      app.kubernetes.io/name: tradeprep\n", "  selector:\n    matchLabels:\n      app.kubernetes.io/name: other\n", "spec.selector does not select its own pod template"},
		{"spread constraint selects nothing", "deployment.yaml", "          topologyKey: kubernetes.io/hostname\n          whenUnsatisfiable: ScheduleAnyway\n          labelSelector:\n            matchLabels:\n              app.kubernetes.io/name: tradeprep", "          topologyKey: kubernetes.io/hostname\n          whenUnsatisfiable: ScheduleAnyway\n          labelSelector:\n            matchLabels:\n              app.kubernetes.io/name: other", "topology spread constraint on kubernetes.io/hostname does not select the pods"},
		{"Secret key missing in the example", "deployment.yaml", "key: rpcUrl}", "key: rpcURL}", `reads key "rpcURL" of Secret tradeprep-rpc, which secret.example.yaml does not have (keys: actorRpcUrl, actorSourceRpcs, databaseUrl, postgresPassword, rpcUrl, sourceRpcs)`},
		{"another Secret", "deployment.yaml", "{name: tradeprep-rpc, key: sourceRpcs}", "{name: tradeprep-nodes, key: sourceRpcs}", `reads Secret "tradeprep-nodes"`},
		{"example is no node list", "secret.example.yaml", `rpcUrl: "https://base.provider-a.example/v2/KEY,`, `rpcUrl: "base.provider-a.example/v2/KEY,`, "secret.example.yaml rpcUrl: item 1 is not an http(s) or ws(s) URL"},
		{"source list without chain id", "secret.example.yaml", `sourceRpcs: "10=`, `sourceRpcs: "`, "secret.example.yaml sourceRpcs: item 1 is not chainId=url"},
		{"Secret rendered", "kustomization.yaml", "  - pdb.yaml\n", "  - pdb.yaml\n  - secret.example.yaml\n", "the kustomization renders Secret tradeprep-rpc"},
		{"node URL in plain text", "deployment.yaml", "            - name: GOMEMLIMIT\n", "            - name: TRADEPREP_FALLBACK_RPC_URL\n              value: https://node.example/KEY\n            - name: GOMEMLIMIT\n", "env TRADEPREP_FALLBACK_RPC_URL is in plain text"},
		{"config file not mounted", "deployment.yaml", `args: ["--config", "/etc/tradeprep/tradeprep.yaml"]`, `args: ["--config", "/etc/config/tradeprep.yaml"]`, "config file /etc/config/tradeprep.yaml: no volume is mounted there"},
		{"manifest key missing", "configmap.yaml", "  manifest.json: |", "  deployment.json: |", `manifest /etc/tradeprep/manifest.json (ConfigMap tradeprep-config tradeprep.yaml): ConfigMap tradeprep-config has no key "manifest.json"`},

		// Probes and drain.
		{"readiness on /healthz", "deployment.yaml", "{path: /readyz, port: http}", "{path: /healthz, port: http}", `readinessProbe asks "/healthz", want "/readyz"`},
		{"liveness on /readyz", "deployment.yaml", "          livenessProbe:\n            httpGet: {path: /healthz, port: http}", "          livenessProbe:\n            httpGet: {path: /readyz, port: http}", `livenessProbe asks "/readyz", want "/healthz"`},
		{"readiness on another port", "deployment.yaml", "{path: /readyz, port: http}", "{path: /readyz, port: 9090}", "readinessProbe port 9090 is not a port of the container"},
		{"listen elsewhere", "configmap.yaml", `listen: ":8080"`, `listen: ":9090"`, "no container port is 9090, the port tradeprep listens on"},
		{"no readiness probe", "deployment.yaml", "          readinessProbe:\n            httpGet: {path: /readyz, port: http}\n            periodSeconds: 5\n            timeoutSeconds: 3 # /readyz gives each node 2s\n            failureThreshold: 2\n", "", "readinessProbe is missing"},
		{"grace period too short", "deployment.yaml", "terminationGracePeriodSeconds: 35", "terminationGracePeriodSeconds: 30", "terminationGracePeriodSeconds 30s must exceed preStop 0s + drainPeriod 10s (ConfigMap tradeprep-config tradeprep.yaml) + shutdownTimeout 20s"},
		{"drain too long", "configmap.yaml", "drainPeriod: 10s", "drainPeriod: 20s", "must exceed preStop 0s + drainPeriod 20s"},
		{"drain from env beats the file", "deployment.yaml", "            - name: GOMEMLIMIT\n", "            - name: TRADEPREP_DRAIN_PERIOD\n              value: 15s\n            - name: GOMEMLIMIT\n", "drainPeriod 15s (env TRADEPREP_DRAIN_PERIOD)"},
		{"preStop sleep counts", "deployment.yaml", "          resources:\n", "          lifecycle:\n            preStop:\n              sleep: {seconds: 10}\n          resources:\n", "must exceed preStop 10s + drainPeriod 10s"},
		{"preStop exec", "deployment.yaml", "          resources:\n", "          lifecycle:\n            preStop:\n              exec: {command: [sleep, \"1\"]}\n          resources:\n", "lifecycle.preStop runs a command: the image (distroless) has no shell"},
		{"readiness slower than the drain", "deployment.yaml", "            periodSeconds: 5\n", "            periodSeconds: 6\n", "the readiness probe notices a drain after periodSeconds 6 x failureThreshold 2 = 12s, longer than drainPeriod 10s"},
		{"drain shorter than readiness", "configmap.yaml", "drainPeriod: 10s", "drainPeriod: 9s", "= 10s, longer than drainPeriod 9s"},
		{"drain not a duration", "configmap.yaml", "drainPeriod: 10s", "drainPeriod: ten", `drainPeriod "ten" (ConfigMap tradeprep-config tradeprep.yaml) is not a duration`},
		{"shutdown shorter than a request", "configmap.yaml", "requestTimeout: 15s", "requestTimeout: 25s", "shutdownTimeout 20s (ConfigMap tradeprep-config tradeprep.yaml) is shorter than requestTimeout 25s"},

		// Limits, scaling, hardening.
		{"trusting every peer", "configmap.yaml", `trustedProxies: "10.244.0.0/16"`, `trustedProxies: "0.0.0.0/0"`, `trustedProxies (ConfigMap tradeprep-config tradeprep.yaml) "0.0.0.0/0" trusts every peer`},
		{"trusted proxy not a CIDR", "configmap.yaml", `trustedProxies: "10.244.0.0/16"`, `trustedProxies: "10.244.0.0/16,ingress"`, `"ingress" is neither a CIDR nor an IP address`},
		{"replicas beside the autoscaler", "deployment.yaml", "  revisionHistoryLimit: 5\n", "  replicas: 2\n  revisionHistoryLimit: 5\n", "spec.replicas is set while an autoscaler owns the count"},
		{"no CPU request", "deployment.yaml", "              cpu: 250m\n", "", "the container has no cpu request"},
		{"GOMEMLIMIT above the limit", "deployment.yaml", `value: "450MiB"`, `value: "600MiB"`, "GOMEMLIMIT 600MiB must stay below the memory limit 512Mi"},
		{"PDB blocks drains", "pdb.yaml", "maxUnavailable: 1", "maxUnavailable: 0", "maxUnavailable 0 blocks every node drain"},
		{"PDB minAvailable at minReplicas", "pdb.yaml", "maxUnavailable: 1", "minAvailable: 2", "minAvailable 2 is not below the autoscaler's minReplicas 2"},
		{"HPA of one", "hpa.yaml", "minReplicas: 2", "minReplicas: 1", "minReplicas must be 2 or more"},
		{"writable root", "deployment.yaml", "readOnlyRootFilesystem: true", "readOnlyRootFilesystem: false", "readOnlyRootFilesystem must be true"},
		{"capabilities kept", "deployment.yaml", `drop: ["ALL"]`, `drop: ["NET_RAW"]`, "must drop ALL capabilities"},
		{"root allowed", "deployment.yaml", "            runAsNonRoot: true\n", "            runAsNonRoot: false\n", "runAsNonRoot must be true"},
		{"service links", "deployment.yaml", "enableServiceLinks: false", "enableServiceLinks: true", "enableServiceLinks must be false"},
		{"no spread over nodes", "deployment.yaml", "topologyKey: kubernetes.io/hostname", "topologyKey: kubernetes.io/os", "no topology spread constraint on kubernetes.io/hostname"},

		// The event index's PostgreSQL.
		{"database URL in plain text", "deployment.yaml", "              valueFrom:\n                secretKeyRef: {name: tradeprep-rpc, key: databaseUrl}", "              value: postgres://tradeprep:pw@tradeprep-postgres/tradeprep", "env TRADEPREP_DATABASE_URL is in plain text"},
		{"no database URL", "deployment.yaml", "            - name: TRADEPREP_DATABASE_URL\n              valueFrom:\n                secretKeyRef: {name: tradeprep-rpc, key: databaseUrl}\n", "", "TRADEPREP_DATABASE_URL is not taken from a Secret: without it each replica keeps its own in-memory event index"},
		{"database URL in the config file", "configmap.yaml", "    logLevel: info\n", "    logLevel: info\n    databaseUrl: postgres://tradeprep:pw@tradeprep-postgres/tradeprep\n", "databaseUrl is in the config file"},
		{"database URL of a SQLite", "secret.example.yaml", `databaseUrl: "postgres://tradeprep:CHANGE-ME@tradeprep-postgres:5432/tradeprep?sslmode=disable"`, `databaseUrl: "sqlite:/tmp/index.db"`, `secret.example.yaml databaseUrl: want postgres://user:password@host:port/database, the replicas' shared PostgreSQL (scheme "sqlite"`},
		{"database URL without a database", "secret.example.yaml", "CHANGE-ME@tradeprep-postgres:5432/tradeprep?", "CHANGE-ME@tradeprep-postgres:5432/?", "with a host, a user and a database"},
		{"password not the URL's", "secret.example.yaml", `postgresPassword: "CHANGE-ME"`, `postgresPassword: "CHANGED"`, "secret.example.yaml databaseUrl: its password is not the StatefulSet tradeprep-postgres's POSTGRES_PASSWORD"},
		{"another database created", "postgres-statefulset.yaml", "            - name: POSTGRES_DB\n              value: tradeprep\n", "            - name: POSTGRES_DB\n              value: index\n", `secret.example.yaml databaseUrl names database "tradeprep"; StatefulSet tradeprep-postgres creates "index" (POSTGRES_DB)`},
		{"another user created", "postgres-statefulset.yaml", "            - name: POSTGRES_USER\n              value: tradeprep\n", "", `names user "tradeprep"; StatefulSet tradeprep-postgres creates "postgres" (POSTGRES_USER)`},
		{"database URL on another port", "secret.example.yaml", "CHANGE-ME@tradeprep-postgres:5432/", "CHANGE-ME@tradeprep-postgres:5433/", "names port 5433; Service tradeprep-postgres has no such port"},
		{"password in plain text", "postgres-statefulset.yaml", "              valueFrom:\n                secretKeyRef: {name: tradeprep-rpc, key: postgresPassword}", "              value: CHANGE-ME", "env POSTGRES_PASSWORD is in plain text"},
		{"password key missing in the example", "postgres-statefulset.yaml", "key: postgresPassword}", "key: password}", `env POSTGRES_PASSWORD reads key "password" of Secret tradeprep-rpc, which secret.example.yaml does not have`},
		{"PGDATA at the volume's root", "postgres-statefulset.yaml", "value: /var/lib/postgresql/data/pgdata", "value: /var/lib/postgresql/data", "PGDATA /var/lib/postgresql/data is the root of volume data"},
		{"PGDATA not persistent", "postgres-statefulset.yaml", "value: /var/lib/postgresql/data/pgdata", "value: /tmp/pgdata", "PGDATA /tmp/pgdata is on volume tmp, which is not one of the volumeClaimTemplates"},
		{"no fsGroup", "postgres-statefulset.yaml", "        fsGroup: 999 # the volume writable by it\n", "", "StatefulSet tradeprep-postgres: no fsGroup"},
		{"PostgreSQL as root", "postgres-statefulset.yaml", "runAsUser: 999 #", "runAsUser: 0 #", "runAsUser must be set and not 0"},
		{"two PostgreSQL replicas", "postgres-statefulset.yaml", "  replicas: 1\n", "  replicas: 2\n", "StatefulSet tradeprep-postgres: replicas 2"},
		{"PostgreSQL Service selects nothing", "postgres-service.yaml", "  selector:\n    app.kubernetes.io/name: tradeprep-postgres", "  selector:\n    app.kubernetes.io/name: postgres", "Service tradeprep-postgres: selector map[app.kubernetes.io/name:postgres] does not select the pods of StatefulSet tradeprep-postgres"},
		{"PostgreSQL Service on no port", "postgres-service.yaml", "targetPort: postgres", "targetPort: pg", "Service tradeprep-postgres: port 5432 targets pg, which is not a port of StatefulSet tradeprep-postgres's container"},
		{"no governing Service", "postgres-statefulset.yaml", "serviceName: tradeprep-postgres", "serviceName: postgres", `StatefulSet tradeprep-postgres: serviceName "postgres" is no Service of the kustomization`},
		{"PostgreSQL pods taken for tradeprep's", "postgres-statefulset.yaml", "      labels:\n        app.kubernetes.io/name: tradeprep-postgres\n        app.kubernetes.io/part-of: tradeprep\n", "      labels:\n        app.kubernetes.io/name: tradeprep\n        app.kubernetes.io/component: postgres\n", "Service tradeprep: selector map[app.kubernetes.io/name:tradeprep] selects the pods of StatefulSet tradeprep-postgres too: API requests would go to the database"},

		// The actors: one pod per account, probed at /healthz, nodes and keys from Secrets.
		{"two keepers", "keeper.yaml", "  replicas: 1\n", "  replicas: 2\n", "Deployment tradeprep-keeper: replicas 2: want 1, written out: tradeprep keeper counts its account's nonces itself"},
		{"replicas left out", "relayer.yaml", "  replicas: 1\n", "", "Deployment tradeprep-relayer: replicas not set: want 1"},
		{"rolling update of an actor", "pricefeed.yaml", "    type: Recreate\n", "    type: RollingUpdate\n", `Deployment tradeprep-pricefeed: strategy "RollingUpdate": want Recreate`},
		{"actor on loopback", "keeper.yaml", "--listen=:9101", "--listen=127.0.0.1:9101", "Deployment tradeprep-keeper: --listen 127.0.0.1:9101 is loopback: the kubelet probes the pod's address"},
		{"actor's listen left to its default", "relayer.yaml", "            - --listen=:9102\n", "", "Deployment tradeprep-relayer: --listen 127.0.0.1:9102 is loopback"},
		{"actor on another port", "keeper.yaml", "--listen=:9101", "--listen=:9111", "Deployment tradeprep-keeper: no container port is 9111, the port tradeprep keeper listens on"},
		{"actor's readiness on /readyz", "keeper.yaml", "          readinessProbe:\n            httpGet: {path: /healthz, port: http}", "          readinessProbe:\n            httpGet: {path: /readyz, port: http}", `Deployment tradeprep-keeper: readinessProbe asks "/readyz", want "/healthz"`},
		{"actor without a startup probe", "pricefeed.yaml", "          startupProbe:\n            httpGet: {path: /healthz, port: http}\n            periodSeconds: 2\n            timeoutSeconds: 2\n            failureThreshold: 60\n", "", "Deployment tradeprep-pricefeed: startupProbe is missing (want GET /healthz)"},
		{"actor's grace period too short", "keeper.yaml", "terminationGracePeriodSeconds: 40", "terminationGracePeriodSeconds: 30", "Deployment tradeprep-keeper: terminationGracePeriodSeconds 30s must exceed --grace 30s"},
		{"actor's node in the args", "keeper.yaml", "            - keeper\n", "            - keeper\n            - --rpc-url=https://base.provider-a.example/v2/KEY\n", "Deployment tradeprep-keeper: --rpc-url in args: the node URL (a provider's API key with it) would be in the command line"},
		{"actor's node as $(VAR) in the args", "relayer.yaml", "            - relayer\n", "            - relayer\n            - --source-rpc=$(TRADEPREP_SOURCE_RPCS)\n", "Deployment tradeprep-relayer: --source-rpc=$(TRADEPREP_SOURCE_RPCS) in args: the kubelet puts the value of $(TRADEPREP_SOURCE_RPCS) there, so the node URL (a provider's API key with it) would be in the command line"},
		{"actor's node as the former $(RPC_URL)", "keeper.yaml", "            - keeper\n", "            - keeper\n            - --rpc-url\n            - $(RPC_URL)\n", "Deployment tradeprep-keeper: --rpc-url=$(RPC_URL) in args: the kubelet puts the value of $(RPC_URL) there"},
		{"a Secret's value in the args", "keeper.yaml", "            - --every=2s\n", "            - --every=$(TRADEPREP_KEEPER_KEY)\n", "Deployment tradeprep-keeper: args hold $(TRADEPREP_KEEPER_KEY), which the kubelet replaces with Secret tradeprep-actor-keys key keeperKey: the secret would be in the command line"},
		{"actor's node in plain text", "pricefeed.yaml", "              valueFrom:\n                secretKeyRef: {name: tradeprep-rpc, key: actorRpcUrl}", "              value: https://base.provider-a.example/v2/KEY", "Deployment tradeprep-pricefeed: env TRADEPREP_RPC_URL is in plain text: node URLs hold API keys"},
		{"actor's node not from a Secret", "relayer.yaml", "secretKeyRef: {name: tradeprep-rpc, key: actorSourceRpcs}", "configMapKeyRef: {name: tradeprep-config, key: sourceRpcs}", "Deployment tradeprep-relayer: env TRADEPREP_SOURCE_RPCS is not taken from a Secret"},
		{"actor without its node", "keeper.yaml", "            - name: TRADEPREP_RPC_URL\n              valueFrom:\n                secretKeyRef: {name: tradeprep-rpc, key: actorRpcUrl}\n", "", "Deployment tradeprep-keeper: no node: set env TRADEPREP_RPC_URL from the Secret"},
		{"actor's node key missing in the example", "relayer.yaml", "key: actorRpcUrl}", "key: rpcURL}", `Deployment tradeprep-relayer: env TRADEPREP_RPC_URL reads key "rpcURL" of Secret tradeprep-rpc, which secret.example.yaml does not have`},
		{"envFrom on an actor", "pricefeed.yaml", "          env:\n", "          envFrom:\n            - secretRef: {name: tradeprep-rpc}\n          env:\n", "Deployment tradeprep-pricefeed: envFrom sets variables no check can name"},
		{"actors' node a list", "secret.example.yaml", `actorRpcUrl: "https://base.provider-a.example/v2/KEY"`, `actorRpcUrl: "https://base.provider-a.example/v2/KEY,https://base.provider-b.example/KEY"`, "secret.example.yaml tradeprep-rpc actorRpcUrl: one URL: tradeprep keeper takes one node, not a list"},
		{"a source chain twice", "secret.example.yaml", `actorSourceRpcs: "10=https://opt.provider-a.example/v2/KEY,42161=`, `actorSourceRpcs: "10=https://opt.provider-a.example/v2/KEY,10=`, "secret.example.yaml tradeprep-rpc actorSourceRpcs: chain 10 twice"},
		{"actor's source not chainId=url", "secret.example.yaml", `actorSourceRpcs: "10=`, `actorSourceRpcs: "`, "secret.example.yaml tradeprep-rpc actorSourceRpcs: item 1 is not chainId=url"},
		{"key in plain text", "keeper.yaml", "              valueFrom:\n                secretKeyRef: {name: tradeprep-actor-keys, key: keeperKey}", "              value: \"0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a\"", "Deployment tradeprep-keeper: env TRADEPREP_KEEPER_KEY is in plain text"},
		{"key in the API's Secret", "keeper.yaml", "{name: tradeprep-actor-keys, key: keeperKey}", "{name: tradeprep-rpc, key: rpcUrl}", "Deployment tradeprep-keeper: its key is in Secret tradeprep-rpc, which the API's pods read too"},
		{"two actors on one key", "pricefeed.yaml", "key: feederKey}", "key: keeperKey}", "send with the same key (Secret tradeprep-actor-keys key keeperKey): one account, one sender"},
		{"key missing in the example", "relayer.yaml", "key: relayerKey}", "key: relayer}", `Deployment tradeprep-relayer: env TRADEPREP_RELAYER_KEY reads key "relayer" of Secret tradeprep-actor-keys, which secret.example.yaml does not have (keys: feederKey, keeperKey, relayerKey)`},
		{"keys' Secret not shown", "secret.example.yaml", "  name: tradeprep-actor-keys\n", "  name: tradeprep-keys\n", `Deployment tradeprep-keeper: env TRADEPREP_KEEPER_KEY reads Secret "tradeprep-actor-keys", which secret.example.yaml does not show (it shows tradeprep-keys, tradeprep-rpc)`},
		{"a key in the example", "secret.example.yaml", `keeperKey: "CHANGE-ME: the keeper account's private key"`, `keeperKey: "0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a"`, "secret.example.yaml tradeprep-actor-keys keeperKey holds what reads as a private key"},
		{"a setting the actor does not read", "keeper.yaml", "            - name: GOMEMLIMIT\n", "            - name: TRADEPREP_SOURCE_RPCS\n              valueFrom:\n                secretKeyRef: {name: tradeprep-rpc, key: actorSourceRpcs}\n            - name: GOMEMLIMIT\n", "Deployment tradeprep-keeper: env TRADEPREP_SOURCE_RPCS: tradeprep keeper reads no setting from the environment but TRADEPREP_KEEPER_KEY, TRADEPREP_RPC_URL, TRADEPREP_MANIFEST"},
		{"actor without a manifest", "pricefeed.yaml", "            - --manifest=/etc/tradeprep/manifest.json\n", "", "Deployment tradeprep-pricefeed: --manifest (or env TRADEPREP_MANIFEST, a path) is required"},
		{"actor's manifest not mounted", "relayer.yaml", "              - {key: manifest.json, path: manifest.json}", "              - {key: manifest.json, path: deployment.json}", `Deployment tradeprep-relayer: manifest /etc/tradeprep/manifest.json (--manifest): ConfigMap tradeprep-config has no key "manifest.json"`},
		{"sources not mounted", "pricefeed.yaml", "--sources=/etc/tradeprep-pricefeed/sources.json", "--sources=/etc/pricefeed/sources.json", "Deployment tradeprep-pricefeed: --sources /etc/pricefeed/sources.json: no volume is mounted there"},
		{"prices not in the ConfigMap", "pricefeed-configmap.yaml", "  prices.json: |", "  prices: |", `Deployment tradeprep-pricefeed: --sources /etc/tradeprep-pricefeed/sources.json markets[0] (BTC/USD): json.url file:///etc/tradeprep-pricefeed/prices.json: ConfigMap tradeprep-pricefeed has no key "prices.json"`},
		{"not a sources file", "pricefeed-configmap.yaml", `{"market": "BTC/USD", "min"`, `{"market": "BTC/USD", "minimum"`, `Deployment tradeprep-pricefeed: --sources /etc/tradeprep-pricefeed/sources.json (ConfigMap tradeprep-pricefeed sources.json) is not a sources file: json: unknown field "minimum"`},
		{"keeper pods taken for the API's", "keeper.yaml", "      labels:\n        app.kubernetes.io/name: tradeprep-keeper\n", "      labels:\n        app.kubernetes.io/name: tradeprep\n", "Service tradeprep: selector map[app.kubernetes.io/name:tradeprep] selects the pods of Deployment tradeprep-keeper too: API requests would go to the keeper"},
		{"actor with a writable root", "relayer.yaml", "readOnlyRootFilesystem: true", "readOnlyRootFilesystem: false", "Deployment tradeprep-relayer: the container's readOnlyRootFilesystem must be true"},
		{"actor without a memory limit", "pricefeed.yaml", "              memory: 128Mi\n", "", "Deployment tradeprep-pricefeed: the container has no memory limit"},
	}
	orig, err := readDir(deployDir)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			files := maps.Clone(orig)
			text := string(files[tc.file])
			if n := strings.Count(text, tc.old); n != 1 {
				t.Fatalf("%s holds %q %d times, want once: update the case", tc.file, tc.old, n)
			}
			files[tc.file] = []byte(strings.Replace(text, tc.old, tc.new, 1))
			var problems []string
			r, err := render(files)
			if err != nil {
				problems = []string{err.Error()}
			} else {
				problems = check(r)
			}
			all := strings.Join(problems, "\n")
			if len(problems) == 0 {
				t.Fatalf("the check passes the broken manifests (want %q)", tc.want)
			}
			t.Log(all)
			if !strings.Contains(all, tc.want) {
				t.Fatalf("want a problem containing %q, got:\n%s", tc.want, all)
			}
		})
	}
}

// TestActorEnv edits an actor's Deployment in more than one place: the manifest may come from
// TRADEPREP_MANIFEST instead of --manifest, checked as the flag is.
func TestActorEnv(t *testing.T) {
	type edit struct{ old, new string }
	noFlag := edit{"            - --manifest=/etc/tradeprep/manifest.json\n", ""}
	envAt := func(path string) edit {
		return edit{"            - name: GOMEMLIMIT\n", "            - name: TRADEPREP_MANIFEST\n              value: " + path + "\n            - name: GOMEMLIMIT\n"}
	}
	cases := []struct {
		name  string
		edits []edit
		want  string // in the error; "" for none
	}{
		{"manifest from the environment", []edit{noFlag, envAt("/etc/tradeprep/manifest.json")}, ""},
		{"manifest from the environment, not mounted", []edit{noFlag, envAt("/etc/other/manifest.json")}, "Deployment tradeprep-keeper: manifest /etc/other/manifest.json (env TRADEPREP_MANIFEST): no volume is mounted there"},
		{"the flag beats the environment", []edit{envAt("/etc/other/manifest.json")}, ""},
	}
	orig, err := readDir(deployDir)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			files := maps.Clone(orig)
			text := string(files["keeper.yaml"])
			for _, e := range tc.edits {
				if n := strings.Count(text, e.old); n != 1 {
					t.Fatalf("keeper.yaml holds %q %d times, want once: update the case", e.old, n)
				}
				text = strings.Replace(text, e.old, e.new, 1)
			}
			files["keeper.yaml"] = []byte(text)
			r, err := render(files)
			if err != nil {
				t.Fatal(err)
			}
			all := strings.Join(check(r), "\n")
			if tc.want == "" && all != "" {
				t.Fatalf("want no problem, got:\n%s", all)
			}
			if !strings.Contains(all, tc.want) {
				t.Fatalf("want a problem containing %q, got:\n%s", tc.want, all)
			}
		})
	}
}

// TestRefsIn: $(NAME) is replaced by the kubelet, $$(NAME) is the text $(NAME).
func TestRefsIn(t *testing.T) {
	for text, want := range map[string]string{
		"--rpc-url=$(A)":       "A",
		"$(A),$(B_1)":          "A B_1",
		"--x=$$(A)":            "",
		"--x=$$$(A)":           "A",
		"--x=$(1A) $A ${A} $(": "",
	} {
		if got := strings.Join(refsIn(text), " "); got != want {
			t.Errorf("refsIn(%q) = %q, want %q", text, got, want)
		}
	}
}

// TestRunFails is the command's side: a broken directory gives exit status 1 and one line per
// problem, naming the directory.
func TestRunFails(t *testing.T) {
	files, err := readDir(deployDir)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	for name, data := range files {
		switch name {
		case "service.yaml":
			data = bytes.Replace(data, []byte("app.kubernetes.io/name: tradeprep\n  ports"), []byte("app.kubernetes.io/name: web\n  ports"), 1)
		case "configmap.yaml":
			data = bytes.Replace(data, []byte("drainPeriod: 10s"), []byte("drainPeriod: 30s"), 1)
		}
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	var out bytes.Buffer
	if code := run(dir, &out); code != 1 {
		t.Fatalf("exit status %d, want 1; output:\n%s", code, out.String())
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if len(lines) != 2 || !strings.HasPrefix(lines[0], dir+": ") ||
		!strings.Contains(out.String(), "Service tradeprep: selector map[app.kubernetes.io/name:web]") ||
		!strings.Contains(out.String(), "drainPeriod 30s") {
		t.Fatalf("want two lines, the Service's selector and the drain, got:\n%s", out.String())
	}
}
