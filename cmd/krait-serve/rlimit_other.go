//go:build !linux

package main

import "errors"

// setWorkerRlimits is not available off Linux: workers without their
// limits are refused.
func setWorkerRlimits(as, cpuSeconds int64) error {
	if as > 0 || cpuSeconds > 0 {
		return errors.New("worker rlimits are implemented for Linux only")
	}
	return nil
}
