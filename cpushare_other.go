//go:build !linux

package krait

import "os"

// NewSharedCPUShare shares counters between processes only on Linux.
func NewSharedCPUShare(cpus, members int) (*CPUShare, error) { return nil, ErrCPUShareUnsupported }

// OpenCPUShare shares counters between processes only on Linux.
func OpenCPUShare(f *os.File) (*CPUShare, error) { return nil, ErrCPUShareUnsupported }

// DupFile shares counters between processes only on Linux.
func (c *CPUShare) DupFile() (*os.File, error) { return nil, ErrCPUShareUnsupported }
