package app

import (
	"flag"
	"fmt"
	"io"
)

// parseFlags parses a command's args with fs; its errors, and -h (usage, then the flags with
// their defaults), go to stderr.
func parseFlags(fs *flag.FlagSet, args []string, usage string, stderr io.Writer) error {
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprint(stderr, usage)
		fs.PrintDefaults()
	}
	return fs.Parse(args)
}
