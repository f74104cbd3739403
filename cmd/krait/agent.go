package main

import "io"

// cmdAgent implements `krait agent`.
func cmdAgent(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	return notYet("agent", stderr)
}
