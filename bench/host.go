package bench

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"syscall"
	"time"

	"github.com/kraitpy/krait"
	"github.com/kraitpy/krait/internal/numpyoracle"
	"github.com/kraitpy/krait/policy"
)

// LoadAvg returns the machine's 1, 5 and 15 minute load averages as
// /proc/loadavg gives them, or "unknown"; every table a benchmark prints
// says the load it was taken at.
func LoadAvg() string {
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return "unknown"
	}
	f := strings.Fields(string(b))
	if len(f) < 3 {
		return "unknown"
	}
	return strings.Join(f[:3], " ")
}

// ProcessCPU returns the user+system CPU time this process has used (0
// where the system does not say).
func ProcessCPU() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// CPUSeconds is ProcessCPU in seconds, the form a Python timer reads.
func CPUSeconds() float64 { return ProcessCPU().Seconds() }

// MinorFaults returns the minor page faults this process has taken (0
// where the system does not say): a count that, unlike time, hardly
// depends on the machine's load, so it tells a benchmark run at load 20
// whether a statement faulted fresh memory in.
func MinorFaults() int64 {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return ru.Minflt
}

// FaultsTool is the name of the tool RunTimed gives the workloads that
// returns MinorFaults.
const FaultsTool = "minor_faults"

// RunPython runs src under the given Python interpreter (isolated mode)
// and returns what it printed.
func RunPython(python, src string) (string, error) {
	cmd := exec.Command(python, "-I", "-c", src)
	cmd.Env = numpyoracle.Env() // numpy as the machine runs it by default
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Run(); err != nil {
		return out.String(), fmt.Errorf("%s: %v\n%s", python, err, errb.String())
	}
	return out.String(), nil
}

// RunTimed runs src in a fresh Executor with no practical budget, the
// given imports authorized, a tool named cpuTool returning the process's
// CPU seconds (the workloads time themselves with it) and one named
// FaultsTool returning its minor page faults, and returns what it
// printed.
func RunTimed(src, cpuTool string, imports ...string) (string, error) {
	pol := policy.Default()
	pol.Limits.MaxOps = 1 << 40
	pol.Limits.MaxMemoryBytes = 8 << 30
	pol.Limits.MaxDuration = 10 * time.Minute
	var out bytes.Buffer
	e, err := krait.New(krait.Options{Policy: pol, AuthorizedImports: imports, Stdout: &out})
	if err != nil {
		return "", err
	}
	defer e.Close()
	tool, err := krait.NewTool(cpuTool, "the process's CPU time in seconds", CPUSeconds)
	if err != nil {
		return "", err
	}
	faults, err := krait.NewTool(FaultsTool, "the process's minor page faults", MinorFaults)
	if err != nil {
		return "", err
	}
	if err := e.SendTools(tool, faults); err != nil {
		return "", err
	}
	_, err = e.Run(context.Background(), src)
	return out.String(), err
}
