print((5).real, (5).imag, (5).numerator, (5).denominator, (5).conjugate(), (6).as_integer_ratio(), (True).real, int.bit_length(8))
