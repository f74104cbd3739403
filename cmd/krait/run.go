package main

import "io"

// cmdRun implements `krait run`.
func cmdRun(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	return notYet("run", stderr)
}
