package main

import (
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
)

// companions maps the subcommands that are programs of their own to
// those programs. They link the HTTP server, NATS, Prometheus,
// OpenTelemetry and the agent's model client, which `krait run` does not
// need; Go initialises every linked package when a process starts, so in
// one binary they cost every `krait run` about 12 MiB of resident memory
// (docs/performance.md, "Resident memory").
var companions = map[string]string{"serve": "krait-serve", "agent": "krait-agent"}

// companionPath finds program next to this executable, else on PATH.
func companionPath(program string) (string, error) {
	if self, err := os.Executable(); err == nil {
		p := filepath.Join(filepath.Dir(self), program)
		if st, err := os.Stat(p); err == nil && st.Mode().IsRegular() {
			return p, nil
		}
	}
	return exec.LookPath(program)
}

// runCompanion runs program with args in place of this process (see
// execProgram) and returns an exit status only when it could not.
func runCompanion(program string, args []string, stderr io.Writer) int {
	path, err := companionPath(program)
	if err != nil {
		fmt.Fprintf(stderr, "krait: the program %s is neither next to krait nor on PATH (make build builds it, as does go install ./cmd/...)\n", program)
		return exitUsage
	}
	return execProgram(path, args, stderr)
}
