inf, nan = float('inf'), float('nan')
print(f'{inf:f}|{-inf:.2f}|{nan:e}|{inf:g}|{nan:10}|{inf:+}|{nan:F}|{inf:E}|{-inf:010.2f}|{inf:%}')
