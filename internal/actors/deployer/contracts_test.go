package deployer

import (
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestContractsListsEveryDeployed: every contract deployer.go creates is in Contracts, which the
// embedded platform's state fixtures hash (a contract left out would let a fixture of its old
// bytecode be loaded).
func TestContractsListsEveryDeployed(t *testing.T) {
	text, err := os.ReadFile("deployer.go")
	require.NoError(t, err)
	src := string(text)
	_, body, ok := strings.Cut(src, "func Contracts() []*bind.MetaData {")
	require.True(t, ok)
	body, _, _ = strings.Cut(body, "\n}\n")
	listed := map[string]bool{}
	for _, m := range regexp.MustCompile(`&(\w+\.\w+MetaData)`).FindAllStringSubmatch(body, -1) {
		listed[m[1]] = true
	}
	require.Len(t, Contracts(), len(listed), "Contracts lists each contract once")
	created := regexp.MustCompile(`b\.deploy\(&(\w+\.\w+MetaData)`).FindAllStringSubmatch(src, -1)
	require.NotEmpty(t, created)
	for _, c := range created {
		require.True(t, listed[c[1]], "%s is deployed but not in Contracts", c[1])
	}
}
