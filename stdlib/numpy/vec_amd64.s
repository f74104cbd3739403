#include "textflag.h"

// The element-wise kernels: four float64 lanes per AVX2 instruction,
// results bit-identical to the scalar loops (one IEEE operation per
// element). Each returns a nonzero mask when a result is inf or NaN
// (r - r unordered), for the caller to classify as numpy's warnings.
// n is a multiple of 4 and at least 4.

// func vecArith(op int, x, y, dst *float64, n int) int
// op: 0 x+y, 1 x-y, 2 x*y, 3 x/y.
TEXT ·vecArith(SB), NOSPLIT, $0-48
	MOVQ op+0(FP), AX
	MOVQ x+8(FP), SI
	MOVQ y+16(FP), DX
	MOVQ dst+24(FP), DI
	MOVQ n+32(FP), CX
	SHRQ $2, CX
	VXORPD Y5, Y5, Y5
	CMPQ AX, $0
	JEQ add
	CMPQ AX, $1
	JEQ sub
	CMPQ AX, $2
	JEQ mul
div:
	VMOVUPD (SI), Y0
	VMOVUPD (DX), Y1
	VDIVPD Y1, Y0, Y2
	VMOVUPD Y2, (DI)
	VSUBPD Y2, Y2, Y3
	VCMPPD $3, Y3, Y3, Y4
	VORPD Y4, Y5, Y5
	ADDQ $32, SI
	ADDQ $32, DX
	ADDQ $32, DI
	DECQ CX
	JNZ div
	JMP done
add:
	VMOVUPD (SI), Y0
	VMOVUPD (DX), Y1
	VADDPD Y1, Y0, Y2
	VMOVUPD Y2, (DI)
	VSUBPD Y2, Y2, Y3
	VCMPPD $3, Y3, Y3, Y4
	VORPD Y4, Y5, Y5
	ADDQ $32, SI
	ADDQ $32, DX
	ADDQ $32, DI
	DECQ CX
	JNZ add
	JMP done
sub:
	VMOVUPD (SI), Y0
	VMOVUPD (DX), Y1
	VSUBPD Y1, Y0, Y2
	VMOVUPD Y2, (DI)
	VSUBPD Y2, Y2, Y3
	VCMPPD $3, Y3, Y3, Y4
	VORPD Y4, Y5, Y5
	ADDQ $32, SI
	ADDQ $32, DX
	ADDQ $32, DI
	DECQ CX
	JNZ sub
	JMP done
mul:
	VMOVUPD (SI), Y0
	VMOVUPD (DX), Y1
	VMULPD Y1, Y0, Y2
	VMOVUPD Y2, (DI)
	VSUBPD Y2, Y2, Y3
	VCMPPD $3, Y3, Y3, Y4
	VORPD Y4, Y5, Y5
	ADDQ $32, SI
	ADDQ $32, DX
	ADDQ $32, DI
	DECQ CX
	JNZ mul
done:
	VMOVMSKPD Y5, AX
	VZEROUPPER
	MOVQ AX, ret+40(FP)
	RET

// func vecArithScalar(op int, x *float64, s float64, dst *float64, n int) int
// op: 0 x+s, 1 x-s, 2 x*s, 3 x/s, 4 s-x, 5 s/x.
TEXT ·vecArithScalar(SB), NOSPLIT, $0-48
	MOVQ op+0(FP), AX
	MOVQ x+8(FP), SI
	VBROADCASTSD s+16(FP), Y1
	MOVQ dst+24(FP), DI
	MOVQ n+32(FP), CX
	SHRQ $2, CX
	VXORPD Y5, Y5, Y5
	CMPQ AX, $0
	JEQ sadd
	CMPQ AX, $1
	JEQ ssub
	CMPQ AX, $2
	JEQ smul
	CMPQ AX, $3
	JEQ sdiv
	CMPQ AX, $4
	JEQ srsub
srdiv:
	VMOVUPD (SI), Y0
	VDIVPD Y0, Y1, Y2
	VMOVUPD Y2, (DI)
	VSUBPD Y2, Y2, Y3
	VCMPPD $3, Y3, Y3, Y4
	VORPD Y4, Y5, Y5
	ADDQ $32, SI
	ADDQ $32, DI
	DECQ CX
	JNZ srdiv
	JMP sdone
srsub:
	VMOVUPD (SI), Y0
	VSUBPD Y0, Y1, Y2
	VMOVUPD Y2, (DI)
	VSUBPD Y2, Y2, Y3
	VCMPPD $3, Y3, Y3, Y4
	VORPD Y4, Y5, Y5
	ADDQ $32, SI
	ADDQ $32, DI
	DECQ CX
	JNZ srsub
	JMP sdone
sadd:
	VMOVUPD (SI), Y0
	VADDPD Y1, Y0, Y2
	VMOVUPD Y2, (DI)
	VSUBPD Y2, Y2, Y3
	VCMPPD $3, Y3, Y3, Y4
	VORPD Y4, Y5, Y5
	ADDQ $32, SI
	ADDQ $32, DI
	DECQ CX
	JNZ sadd
	JMP sdone
ssub:
	VMOVUPD (SI), Y0
	VSUBPD Y1, Y0, Y2
	VMOVUPD Y2, (DI)
	VSUBPD Y2, Y2, Y3
	VCMPPD $3, Y3, Y3, Y4
	VORPD Y4, Y5, Y5
	ADDQ $32, SI
	ADDQ $32, DI
	DECQ CX
	JNZ ssub
	JMP sdone
smul:
	VMOVUPD (SI), Y0
	VMULPD Y1, Y0, Y2
	VMOVUPD Y2, (DI)
	VSUBPD Y2, Y2, Y3
	VCMPPD $3, Y3, Y3, Y4
	VORPD Y4, Y5, Y5
	ADDQ $32, SI
	ADDQ $32, DI
	DECQ CX
	JNZ smul
	JMP sdone
sdiv:
	VMOVUPD (SI), Y0
	VDIVPD Y1, Y0, Y2
	VMOVUPD Y2, (DI)
	VSUBPD Y2, Y2, Y3
	VCMPPD $3, Y3, Y3, Y4
	VORPD Y4, Y5, Y5
	ADDQ $32, SI
	ADDQ $32, DI
	DECQ CX
	JNZ sdiv
sdone:
	VMOVMSKPD Y5, AX
	VZEROUPPER
	MOVQ AX, ret+40(FP)
	RET

// func vecSqrt(x, dst *float64, n int) int
TEXT ·vecSqrt(SB), NOSPLIT, $0-32
	MOVQ x+0(FP), SI
	MOVQ dst+8(FP), DI
	MOVQ n+16(FP), CX
	SHRQ $2, CX
	VXORPD Y5, Y5, Y5
sqloop:
	VMOVUPD (SI), Y0
	VSQRTPD Y0, Y2
	VMOVUPD Y2, (DI)
	VSUBPD Y2, Y2, Y3
	VCMPPD $3, Y3, Y3, Y4
	VORPD Y4, Y5, Y5
	ADDQ $32, SI
	ADDQ $32, DI
	DECQ CX
	JNZ sqloop
	VMOVMSKPD Y5, AX
	VZEROUPPER
	MOVQ AX, ret+24(FP)
	RET

// func vecMinMax(x *float64, n int, isMax int, lanes *[4]float64) int
// Lane-wise maxima (minima) of x[0:n] into lanes; the result is nonzero
// when x holds a NaN (the lanes are then meaningless).
TEXT ·vecMinMax(SB), NOSPLIT, $0-40
	MOVQ x+0(FP), SI
	MOVQ n+8(FP), CX
	MOVQ isMax+16(FP), AX
	MOVQ lanes+24(FP), DI
	SHRQ $2, CX
	VMOVUPD (SI), Y0
	VCMPPD $3, Y0, Y0, Y5
	ADDQ $32, SI
	DECQ CX
	JZ mmdone
	CMPQ AX, $0
	JEQ minloop
maxloop:
	VMOVUPD (SI), Y1
	VCMPPD $3, Y1, Y1, Y4
	VORPD Y4, Y5, Y5
	VMAXPD Y1, Y0, Y0
	ADDQ $32, SI
	DECQ CX
	JNZ maxloop
	JMP mmdone
minloop:
	VMOVUPD (SI), Y1
	VCMPPD $3, Y1, Y1, Y4
	VORPD Y4, Y5, Y5
	VMINPD Y1, Y0, Y0
	ADDQ $32, SI
	DECQ CX
	JNZ minloop
mmdone:
	VMOVUPD Y0, (DI)
	VMOVMSKPD Y5, AX
	VZEROUPPER
	MOVQ AX, ret+32(FP)
	RET

// cmpTab maps a 4-bit comparison mask to four bool bytes.
DATA ·cmpTab+0(SB)/4, $0x00000000
DATA ·cmpTab+4(SB)/4, $0x00000001
DATA ·cmpTab+8(SB)/4, $0x00000100
DATA ·cmpTab+12(SB)/4, $0x00000101
DATA ·cmpTab+16(SB)/4, $0x00010000
DATA ·cmpTab+20(SB)/4, $0x00010001
DATA ·cmpTab+24(SB)/4, $0x00010100
DATA ·cmpTab+28(SB)/4, $0x00010101
DATA ·cmpTab+32(SB)/4, $0x01000000
DATA ·cmpTab+36(SB)/4, $0x01000001
DATA ·cmpTab+40(SB)/4, $0x01000100
DATA ·cmpTab+44(SB)/4, $0x01000101
DATA ·cmpTab+48(SB)/4, $0x01010000
DATA ·cmpTab+52(SB)/4, $0x01010001
DATA ·cmpTab+56(SB)/4, $0x01010100
DATA ·cmpTab+60(SB)/4, $0x01010101
GLOBL ·cmpTab(SB), RODATA, $64

// CMPS compares four lanes of (SI) with the broadcast Y1 by predicate
// P, storing four bools at (DI); CMPA compares (SI) with (DX).
#define CMPS(P) \
	VMOVUPD (SI), Y0 \
	VCMPPD $P, Y1, Y0, Y2 \
	VMOVMSKPD Y2, AX \
	MOVL (R8)(AX*4), BX \
	MOVL BX, (DI) \
	ADDQ $32, SI \
	ADDQ $4, DI

#define CMPA(P) \
	VMOVUPD (SI), Y0 \
	VMOVUPD (DX), Y1 \
	VCMPPD $P, Y1, Y0, Y2 \
	VMOVMSKPD Y2, AX \
	MOVL (R8)(AX*4), BX \
	MOVL BX, (DI) \
	ADDQ $32, SI \
	ADDQ $32, DX \
	ADDQ $4, DI

// func vecCmpScalar(op int, x *float64, s float64, dst *bool, n int)
// dst[i] = x[i] op s; op: 0 <, 1 <=, 2 >, 3 >=, 4 ==, 5 != (NaN compares
// false except !=). n is a multiple of 4, at least 4.
TEXT ·vecCmpScalar(SB), NOSPLIT, $0-40
	MOVQ op+0(FP), R9
	MOVQ x+8(FP), SI
	VBROADCASTSD s+16(FP), Y1
	MOVQ dst+24(FP), DI
	MOVQ n+32(FP), CX
	SHRQ $2, CX
	LEAQ ·cmpTab(SB), R8
	CMPQ R9, $0
	JEQ slt
	CMPQ R9, $1
	JEQ sle
	CMPQ R9, $2
	JEQ sgt
	CMPQ R9, $3
	JEQ sge
	CMPQ R9, $4
	JEQ seq
	CMPQ R9, $5
	JEQ sne
	JMP sdone2
slt:
	CMPS(17)
	DECQ CX
	JNZ slt
	JMP sdone2
sle:
	CMPS(18)
	DECQ CX
	JNZ sle
	JMP sdone2
sgt:
	CMPS(30)
	DECQ CX
	JNZ sgt
	JMP sdone2
sge:
	CMPS(29)
	DECQ CX
	JNZ sge
	JMP sdone2
seq:
	CMPS(0)
	DECQ CX
	JNZ seq
	JMP sdone2
sne:
	CMPS(4)
	DECQ CX
	JNZ sne
	JMP sdone2
sdone2:
	VZEROUPPER
	RET

// func vecCmp(op int, x, y *float64, dst *bool, n int)
// dst[i] = x[i] op y[i], ops as vecCmpScalar.
TEXT ·vecCmp(SB), NOSPLIT, $0-40
	MOVQ op+0(FP), R9
	MOVQ x+8(FP), SI
	MOVQ y+16(FP), DX
	MOVQ dst+24(FP), DI
	MOVQ n+32(FP), CX
	SHRQ $2, CX
	LEAQ ·cmpTab(SB), R8
	CMPQ R9, $0
	JEQ alt
	CMPQ R9, $1
	JEQ ale
	CMPQ R9, $2
	JEQ agt
	CMPQ R9, $3
	JEQ age
	CMPQ R9, $4
	JEQ aeq
	CMPQ R9, $5
	JEQ ane
	JMP adone
alt:
	CMPA(17)
	DECQ CX
	JNZ alt
	JMP adone
ale:
	CMPA(18)
	DECQ CX
	JNZ ale
	JMP adone
agt:
	CMPA(30)
	DECQ CX
	JNZ agt
	JMP adone
age:
	CMPA(29)
	DECQ CX
	JNZ age
	JMP adone
aeq:
	CMPA(0)
	DECQ CX
	JNZ aeq
	JMP adone
ane:
	CMPA(4)
	DECQ CX
	JNZ ane
	JMP adone
adone:
	VZEROUPPER
	RET

// func vecBoolLogic(op int, x, y, dst *bool, n int)
// dst[i] = x[i] AND y[i] (op 0) or x[i] OR y[i] (op 1), 32 bools per
// instruction (Go's bools are the bytes 0 and 1). n is a multiple of 32
// and at least 32.
TEXT ·vecBoolLogic(SB), NOSPLIT, $0-40
	MOVQ op+0(FP), AX
	MOVQ x+8(FP), SI
	MOVQ y+16(FP), DX
	MOVQ dst+24(FP), DI
	MOVQ n+32(FP), CX
	SHRQ $5, CX
	CMPQ AX, $0
	JNE bor
band:
	VMOVDQU (SI), Y0
	VPAND (DX), Y0, Y0
	VMOVDQU Y0, (DI)
	ADDQ $32, SI
	ADDQ $32, DX
	ADDQ $32, DI
	DECQ CX
	JNZ band
	JMP bdone
bor:
	VMOVDQU (SI), Y0
	VPOR (DX), Y0, Y0
	VMOVDQU Y0, (DI)
	ADDQ $32, SI
	ADDQ $32, DX
	ADDQ $32, DI
	DECQ CX
	JNZ bor
bdone:
	VZEROUPPER
	RET

// func vecCountTrue(x *bool, n int) int
// The number of true bools in x[:n] (byte sums by VPSADBW). n is a
// multiple of 32 and at least 32.
TEXT ·vecCountTrue(SB), NOSPLIT, $0-24
	MOVQ x+0(FP), SI
	MOVQ n+8(FP), CX
	SHRQ $5, CX
	VPXOR Y2, Y2, Y2
	VPXOR Y3, Y3, Y3
ccount:
	VMOVDQU (SI), Y0
	VPSADBW Y2, Y0, Y1
	VPADDQ Y1, Y3, Y3
	ADDQ $32, SI
	DECQ CX
	JNZ ccount
	VEXTRACTI128 $1, Y3, X1
	VPADDQ X1, X3, X3
	VPSHUFD $0x4e, X3, X1
	VPADDQ X1, X3, X3
	VMOVQ X3, AX
	MOVQ AX, ret+16(FP)
	VZEROUPPER
	RET
