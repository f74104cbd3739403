package oracle

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os/exec"
	"strings"
	"time"

	"github.com/kraitpy/krait/internal/numpyoracle"
)

// ProgramTimeout bounds one program run by CPython.
const ProgramTimeout = 60 * time.Second

// ProgramResult is what running one program printed and returned.
type ProgramResult struct {
	Stdout, Stderr string
	ExitCode       int
}

// RunProgram runs `python3 rel` with the working directory dir, the way
// conformance programs are run: UTF-8 mode, hash seed 0 (so golden files
// are reproducible), no bytecode written, no user site-packages.
func (p *Python) RunProgram(ctx context.Context, dir, rel string) (ProgramResult, error) {
	ctx, cancel := context.WithTimeout(ctx, ProgramTimeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, p.Exe, "-X", "utf8", "-s", "-B", rel)
	cmd.Dir = dir
	cmd.Env = numpyoracle.Env("PYTHONHASHSEED=0", "PYTHONIOENCODING=utf-8")
	cmd.Stdin = strings.NewReader("")
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	err := cmd.Run()
	res := ProgramResult{Stdout: out.String(), Stderr: errb.String()}
	var ee *exec.ExitError
	switch {
	case ctx.Err() != nil:
		return res, fmt.Errorf("oracle: python3 %s: %w", rel, ctx.Err())
	case errors.As(err, &ee):
		res.ExitCode = ee.ExitCode()
	case err != nil:
		return res, fmt.Errorf("oracle: python3 %s: %w", rel, err)
	}
	return res, nil
}
