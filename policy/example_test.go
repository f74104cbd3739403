package policy_test

import (
	"errors"
	"fmt"

	"github.com/kraitpy/krait/policy"
)

func ExamplePolicy_CheckImport() {
	p := policy.Default()
	p.AllowImports("numpy.*")
	fmt.Println(p.CheckImport("numpy.linalg"))
	err := p.CheckImport("json")
	fmt.Println(errors.Is(err, policy.ErrImportRefused))
	p.AllowImports("*")
	var ie *policy.ImportError
	if errors.As(p.CheckImport("subprocess"), &ie) {
		fmt.Println("blocked:", ie.Blocked)
	}
	// Output:
	// <nil>
	// true
	// blocked: host process, environment or operating-system access
}

func ExampleDunderRule_Check() {
	fmt.Println(policy.DunderTable.Check("__class__", policy.DunderRead))
	fmt.Println(policy.DunderTable.Check("__globals__", policy.DunderRead))
	fmt.Println(policy.DunderTable.Check("__setattr__", policy.DunderCall))
	fmt.Println(policy.DunderStrict.Check("__class__", policy.DunderRead))
	// Output:
	// <nil>
	// Forbidden access to dunder attribute: __globals__
	// <nil>
	// Forbidden access to dunder attribute: __class__
}
