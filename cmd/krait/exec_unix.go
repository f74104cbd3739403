//go:build unix

package main

import (
	"fmt"
	"io"
	"os"
	"syscall"
)

// execProgram replaces this process with the program at path: it keeps
// the process id, the standard streams and the signals a supervisor
// sends (krait serve drains on SIGTERM). It returns only on failure.
func execProgram(path string, args []string, stderr io.Writer) int {
	err := syscall.Exec(path, append([]string{path}, args...), os.Environ())
	fmt.Fprintf(stderr, "krait: running %s: %v\n", path, err)
	return exitUsage
}
