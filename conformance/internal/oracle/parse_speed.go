package oracle

import (
	"bytes"
	"context"
	_ "embed"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"strings"
)

//go:embed parse_speed.py
var parseSpeedScript string

// ParseSpeed is how fast CPython's ast.parse went through a set of files.
type ParseSpeed struct {
	// Unparsable lists the files ast.parse rejected; they are not timed.
	Unparsable []string `json:"unparsable"`
	// Bytes is the total size of the files timed.
	Bytes int64 `json:"bytes"`
	// Seconds is the best of three rounds over all of them.
	Seconds float64 `json:"seconds"`
}

// MBPerSecond is the parse speed in millions of bytes per second.
func (s ParseSpeed) MBPerSecond() float64 { return float64(s.Bytes) / 1e6 / s.Seconds }

// MeasureParse times CPython's ast.parse over the files, in one process.
func (p *Python) MeasureParse(ctx context.Context, paths []string) (ParseSpeed, error) {
	cmd := exec.CommandContext(ctx, p.Exe, "-I", "-c", parseSpeedScript)
	cmd.Dir = os.TempDir()
	cmd.Stdin = strings.NewReader(strings.Join(paths, "\n") + "\n")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return ParseSpeed{}, fmt.Errorf("oracle: python3: %w\n%s", err, stderr.String())
	}
	var s ParseSpeed
	if err := json.Unmarshal(out, &s); err != nil {
		return ParseSpeed{}, fmt.Errorf("oracle: python3 output: %w", err)
	}
	return s, nil
}
