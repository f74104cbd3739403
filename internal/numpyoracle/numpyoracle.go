// Package numpyoracle finds the Python that is the oracle of krait's
// numpy (and pandas) tests: a python3 that can import numpy. CPython
// 3.11.7 (`python3`), the oracle of everything else, has no numpy; the
// numpy oracle is Debian's /usr/bin/python3 (3.11.2 with numpy 1.24.2 and
// pandas 1.5.3). Tests that need it skip, or use their checked-in golden
// files, when it is absent.
package numpyoracle

import (
	"os"
	"os/exec"
	"strings"
	"sync"
)

// EnvVar names a Python to use as the numpy oracle instead of searching.
const EnvVar = "KRAIT_NUMPY_PYTHON"

var (
	once  sync.Once
	found string
)

// Find returns the path of a Python that imports numpy, or "" when there
// is none: $KRAIT_NUMPY_PYTHON, else /usr/bin/python3, else python3 on
// PATH.
func Find() string {
	once.Do(func() {
		candidates := []string{os.Getenv(EnvVar), "/usr/bin/python3"}
		if p, err := exec.LookPath("python3"); err == nil {
			candidates = append(candidates, p)
		}
		for _, c := range candidates {
			if c == "" {
				continue
			}
			cmd := exec.Command(c, "-I", "-c", "import numpy; print(numpy.__version__)")
			cmd.Env = Env()
			out, err := cmd.Output()
			if err == nil && strings.TrimSpace(string(out)) != "" {
				found = c
				return
			}
		}
	})
	return found
}

// Env returns the environment the oracle runs in: this process's
// without the variables that change what a python3 computes (PYTHON*;
// callers add their own) or which kernels numpy's OpenBLAS runs.
// OPENBLAS_CORETYPE forces a kernel: a forced Haswell one sums vectors
// and products in another order than the AVX-512 kernel OpenBLAS
// detects on the machines the goldens come from, whose order krait
// reproduces (stdlib/numpy/ddot.go), so the oracle's last digits would
// change with a variable of the host's. OPENBLAS_VERBOSE prints to
// stderr.
func Env(extra ...string) []string {
	var env []string
	for _, kv := range os.Environ() {
		if !strings.HasPrefix(kv, "PYTHON") && !strings.HasPrefix(kv, "OPENBLAS_CORETYPE=") && !strings.HasPrefix(kv, "OPENBLAS_VERBOSE=") {
			env = append(env, kv)
		}
	}
	return append(env, extra...) //krait:alloc-ok test tooling: the oracle process's environment, a few variables
}

// EnvTag names the environment Env makes, for caches of the oracle's
// answers: answers cached under another environment (a forced OpenBLAS
// kernel) are not reused.
const EnvTag = "openblas-detected"

// IsNumpyModule reports whether a module or conformance area belongs to
// the numpy oracle: numpy, pandas and their submodules, and program areas
// named numpy_* or pandas_*.
func IsNumpyModule(name string) bool {
	for _, p := range []string{"numpy", "pandas"} {
		if name == p || strings.HasPrefix(name, p+".") || strings.HasPrefix(name, p+"_") {
			return true
		}
	}
	return false
}
