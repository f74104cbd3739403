package py

import (
	"testing"
	"unsafe"
)

// TestInstanceSizes guards the size of a user-class instance, which
// programs create by the hundred thousand: a plain instance with its dict
// and two entries fills a 192-byte size class of Go's allocator (one
// more word moves every such instance to the 208-byte class), and a bare
// instance stays within 48 bytes.
func TestInstanceSizes(t *testing.T) {
	if n := unsafe.Sizeof(Instance{}); n > 40 {
		t.Errorf("sizeof(Instance) = %d, want <= 40 (keep rarely used state behind one pointer)", n)
	}
	if n := unsafe.Sizeof(instanceBlock2{}); n > 192 {
		t.Errorf("sizeof(instanceBlock2) = %d, want <= 192", n)
	}
	if n := unsafe.Sizeof(slotBlock2{}); n > 96 {
		t.Errorf("sizeof(slotBlock2) = %d, want <= 96", n)
	}
}
