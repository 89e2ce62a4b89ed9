// Command gendocs writes the documentation pages generated from code: docs/configuration.md
// from the settings table of internal/app (make generate-docs; TestConfigurationPageIsCurrent
// fails when the committed page is stale).
package main

import (
	"flag"
	"log"
	"os"
	"path/filepath"

	"github.com/tradeprep/tradeprep/internal/app"
)

func main() {
	dir := flag.String("out", "docs", "directory the pages are written to")
	flag.Parse()
	if err := os.MkdirAll(*dir, 0o755); err != nil {
		log.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(*dir, "configuration.md"), app.ConfigurationPage(), 0o644); err != nil {
		log.Fatal(err)
	}
}
