//go:build !linux

package krait

import (
	"context"
	"errors"
	"runtime"
)

// lowerThread lowers a thread's priority only on Linux, where nice is per
// thread.
func lowerThread(context.Context, int) (func(), bool) { return nil, false }

// probeNice reports that threads' priorities are not lowered here.
func probeNice(int) error {
	return errors.New("lowering one thread's priority needs Linux, not " + runtime.GOOS)
}
