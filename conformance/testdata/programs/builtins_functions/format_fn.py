print(format(3.14159, '.2f'), format(42, '08b'), format('x', '^5'), format(1234567, ','), format(0.5, '%'), format(255, '#x'), format(12), format(None))
