// Package difftest is krait's differential tester at scale: it generates
// random but valid Python programs (deterministic per seed), runs each in
// krait (in process, through the root krait package) and in CPython
// (python3, many programs per process), compares what they print and the
// final uncaught exception line, and minimises the programs that differ.
//
// A difference is either a bug, or one of the documented deviations listed
// in Explained, each with its reason. `make difftest N=... SEED=...` runs
// it from the command line (difftest/cmd/difftest).
package difftest
