// Command chargecheck runs krait's charge-before-allocating analyzer as a
// go vet tool:
//
//	go build -o bin/chargecheck ./internal/analysis/chargecheck/cmd/chargecheck
//	go vet -vettool=bin/chargecheck ./py/...
//
// `make chargecheck` (part of `make test`) does this over krait's runtime
// packages. See package chargecheck for the rule and its allow-list.
package main

import (
	"github.com/kraitpy/krait/internal/analysis/chargecheck"
	"golang.org/x/tools/go/analysis/unitchecker"
)

func main() { unitchecker.Main(chargecheck.Analyzer) }
