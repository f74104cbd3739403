#include "textflag.h"

// The AVX-512 kernels in this file compute a tile of rows x 16 columns of a
// product, C[0:rows, 0:16] = A[0:rows, 0:k] @ B[0:k, 0:16], each element
// a chain of fused multiply-adds over k in order from zero (the same
// chain as kern4x8 and the scalar loop, so the same digits). mask
// selects the columns that exist (bit j for column j): the loads of B
// and the stores of C leave the others alone, so a panel at the right
// edge reads and writes nothing past its last column. k >= 1.
//
// Registers: DI walks B's rows (R9 bytes apart), SI, R11 and R12 walk
// A's rows 0, 3 and 6 (R8 bytes apart), Z16/Z17 hold B's 16 columns of
// the current row, Z18.. A's broadcast elements, Z0.. the accumulators
// (row r in Z(2r) and Z(2r+1)).

#define KERN_PROLOGUE \
	MOVQ  k+0(FP), CX; \
	MOVQ  a+8(FP), SI; \
	MOVQ  lda+16(FP), R8; \
	MOVQ  b+24(FP), DI; \
	MOVQ  ldb+32(FP), R9; \
	MOVQ  c+40(FP), DX; \
	MOVQ  ldc+48(FP), R10; \
	MOVQ  mask+56(FP), AX; \
	KMOVW AX, K1; \
	KSHIFTRW $8, K1, K2; \
	SHLQ  $3, R8; \
	SHLQ  $3, R9; \
	SHLQ  $3, R10; \
	LEAQ  (SI)(R8*2), R11; \
	ADDQ  R8, R11; \
	LEAQ  (R11)(R8*2), R12; \
	ADDQ  R8, R12

#define LOADB \
	VMOVUPD.Z (DI), K1, Z16; \
	VMOVUPD.Z 64(DI), K2, Z17

#define ROWFMA(src, bc, acc0, acc1) \
	VBROADCASTSD src, bc; \
	VFMADD231PD  Z16, bc, acc0; \
	VFMADD231PD  Z17, bc, acc1

#define STOREROW(acc0, acc1) \
	VMOVUPD acc0, K1, (DX); \
	VMOVUPD acc1, K2, 64(DX); \
	ADDQ    R10, DX

// func kern8x16(k int, a *float64, lda int, b *float64, ldb int, c *float64, ldc int, mask int)
TEXT ·kern8x16(SB), NOSPLIT, $0-64
	KERN_PROLOGUE
	VPXORQ Z0, Z0, Z0
	VPXORQ Z1, Z1, Z1
	VPXORQ Z2, Z2, Z2
	VPXORQ Z3, Z3, Z3
	VPXORQ Z4, Z4, Z4
	VPXORQ Z5, Z5, Z5
	VPXORQ Z6, Z6, Z6
	VPXORQ Z7, Z7, Z7
	VPXORQ Z8, Z8, Z8
	VPXORQ Z9, Z9, Z9
	VPXORQ Z10, Z10, Z10
	VPXORQ Z11, Z11, Z11
	VPXORQ Z12, Z12, Z12
	VPXORQ Z13, Z13, Z13
	VPXORQ Z14, Z14, Z14
	VPXORQ Z15, Z15, Z15

loop8:
	LOADB
	ROWFMA((SI), Z18, Z0, Z1)
	ROWFMA((SI)(R8*1), Z19, Z2, Z3)
	ROWFMA((SI)(R8*2), Z20, Z4, Z5)
	ROWFMA((R11), Z21, Z6, Z7)
	ROWFMA((R11)(R8*1), Z22, Z8, Z9)
	ROWFMA((R11)(R8*2), Z23, Z10, Z11)
	ROWFMA((R12), Z24, Z12, Z13)
	ROWFMA((R12)(R8*1), Z25, Z14, Z15)
	ADDQ $8, SI
	ADDQ $8, R11
	ADDQ $8, R12
	ADDQ R9, DI
	DECQ CX
	JNZ  loop8

	STOREROW(Z0, Z1)
	STOREROW(Z2, Z3)
	STOREROW(Z4, Z5)
	STOREROW(Z6, Z7)
	STOREROW(Z8, Z9)
	STOREROW(Z10, Z11)
	STOREROW(Z12, Z13)
	STOREROW(Z14, Z15)
	VZEROUPPER
	RET

// func kern4x16(k int, a *float64, lda int, b *float64, ldb int, c *float64, ldc int, mask int)
TEXT ·kern4x16(SB), NOSPLIT, $0-64
	KERN_PROLOGUE
	VPXORQ Z0, Z0, Z0
	VPXORQ Z1, Z1, Z1
	VPXORQ Z2, Z2, Z2
	VPXORQ Z3, Z3, Z3
	VPXORQ Z4, Z4, Z4
	VPXORQ Z5, Z5, Z5
	VPXORQ Z6, Z6, Z6
	VPXORQ Z7, Z7, Z7

loop4:
	LOADB
	ROWFMA((SI), Z18, Z0, Z1)
	ROWFMA((SI)(R8*1), Z19, Z2, Z3)
	ROWFMA((SI)(R8*2), Z20, Z4, Z5)
	ROWFMA((R11), Z21, Z6, Z7)
	ADDQ $8, SI
	ADDQ $8, R11
	ADDQ R9, DI
	DECQ CX
	JNZ  loop4

	STOREROW(Z0, Z1)
	STOREROW(Z2, Z3)
	STOREROW(Z4, Z5)
	STOREROW(Z6, Z7)
	VZEROUPPER
	RET

// func kern1x16(k int, a *float64, lda int, b *float64, ldb int, c *float64, ldc int, mask int)
TEXT ·kern1x16(SB), NOSPLIT, $0-64
	KERN_PROLOGUE
	VPXORQ Z0, Z0, Z0
	VPXORQ Z1, Z1, Z1

loop1:
	LOADB
	ROWFMA((SI), Z18, Z0, Z1)
	ADDQ $8, SI
	ADDQ R9, DI
	DECQ CX
	JNZ  loop1

	STOREROW(Z0, Z1)
	VZEROUPPER
	RET
