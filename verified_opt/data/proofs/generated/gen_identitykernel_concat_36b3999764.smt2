; verified_opt proof obligation: unsat means the rule holds
; axioms used: concat_swap
; z3 rlimit used: 111729
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_c3 () Int)
(declare-fun in_k1 () T)
(declare-fun in_k2 () T)
(declare-fun in_k3 () T)
(declare-fun idkernel4 (Int Int Int) T)
(assert
 (forall ((A T) (B T) (C T) (D T) (ax0 Int) (ax1 Int) )(! (let ((?x32 (concat ax0 (concat ax1 A C) (concat ax1 B D))))
 (let ((?x29 (concat ax1 (concat ax0 A B) (concat ax0 C D))))
 (let (($x33 (= ?x29 ?x32)))
 (let (($x25 (>= (rank D) 2)))
 (let (($x22 (>= (rank C) 2)))
 (let (($x20 (>= (rank B) 2)))
 (let (($x17 (>= (rank A) 2)))
 (let (($x14 (>= ax1 1)))
 (let (($x12 (= (dim A ax0) (dim C ax0))))
 (=> (and (and (distinct ax0 ax1) true) $x12 $x14 $x17 $x20 $x22 $x25) $x33)))))))))) :pattern ( (concat ax1 (concat ax0 A B) (concat ax0 C D)) ) :pattern ( (concat ax0 (concat ax1 A C) (concat ax1 B D)) ) :qid concat_swap))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_c2 1))
(assert
 (>= sym_c3 1))
(assert
 (= (rank in_k1) 4))
(assert
 (= (dim in_k1 0) sym_c))
(assert
 (= (dim in_k1 1) sym_c2))
(assert
 (let ((?x77 (dim in_k1 2)))
 (= 3 ?x77)))
(assert
 (let ((?x79 (dim in_k1 3)))
 (= 3 ?x79)))
(assert
 (= (rank in_k2) 4))
(assert
 (= (dim in_k2 0) sym_c))
(assert
 (= (dim in_k2 1) sym_c3))
(assert
 (let ((?x88 (dim in_k2 2)))
 (= 3 ?x88)))
(assert
 (let ((?x90 (dim in_k2 3)))
 (= 3 ?x90)))
(assert
 (= (rank in_k3) 4))
(assert
 (= (dim in_k3 0) sym_c2))
(assert
 (= (dim in_k3 1) sym_c3))
(assert
 (let ((?x99 (dim in_k3 2)))
 (= 3 ?x99)))
(assert
 (let ((?x101 (dim in_k3 3)))
 (= 3 ?x101)))
(assert
 (= (rank (idkernel4 sym_c2 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 0) sym_c2))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 1) sym_c2))
(assert
 (let ((?x103 (idkernel4 sym_c2 3 3)))
 (let ((?x110 (dim ?x103 2)))
 (= 3 ?x110))))
(assert
 (let ((?x103 (idkernel4 sym_c2 3 3)))
 (let ((?x112 (dim ?x103 3)))
 (= 3 ?x112))))
(assert
 (= (rank (concat 1 in_k1 in_k2)) 4))
(assert
 (= (dim (concat 1 in_k1 in_k2) 0) sym_c))
(assert
 (let ((?x120 (+ sym_c2 sym_c3)))
 (let ((?x114 (concat 1 in_k1 in_k2)))
 (let ((?x119 (dim ?x114 1)))
 (= ?x119 ?x120)))))
(assert
 (let ((?x114 (concat 1 in_k1 in_k2)))
 (let ((?x122 (dim ?x114 2)))
 (= 3 ?x122))))
(assert
 (let ((?x114 (concat 1 in_k1 in_k2)))
 (let ((?x124 (dim ?x114 3)))
 (= 3 ?x124))))
(assert
 (= (rank (concat 1 (idkernel4 sym_c2 3 3) in_k3)) 4))
(assert
 (= (dim (concat 1 (idkernel4 sym_c2 3 3) in_k3) 0) sym_c2))
(assert
 (let ((?x120 (+ sym_c2 sym_c3)))
 (let ((?x103 (idkernel4 sym_c2 3 3)))
 (let ((?x126 (concat 1 ?x103 in_k3)))
 (let ((?x131 (dim ?x126 1)))
 (= ?x131 ?x120))))))
(assert
 (let ((?x103 (idkernel4 sym_c2 3 3)))
 (let ((?x126 (concat 1 ?x103 in_k3)))
 (let ((?x133 (dim ?x126 2)))
 (= 3 ?x133)))))
(assert
 (let ((?x103 (idkernel4 sym_c2 3 3)))
 (let ((?x126 (concat 1 ?x103 in_k3)))
 (let ((?x135 (dim ?x126 3)))
 (= 3 ?x135)))))
(assert
 (let ((?x103 (idkernel4 sym_c2 3 3)))
 (let ((?x126 (concat 1 ?x103 in_k3)))
 (let ((?x114 (concat 1 in_k1 in_k2)))
 (let ((?x137 (concat 0 ?x114 ?x126)))
 (= (rank ?x137) 4))))))
(assert
 (let ((?x141 (+ sym_c sym_c2)))
 (let ((?x103 (idkernel4 sym_c2 3 3)))
 (let ((?x126 (concat 1 ?x103 in_k3)))
 (let ((?x114 (concat 1 in_k1 in_k2)))
 (let ((?x137 (concat 0 ?x114 ?x126)))
 (let ((?x140 (dim ?x137 0)))
 (= ?x140 ?x141))))))))
(assert
 (let ((?x120 (+ sym_c2 sym_c3)))
 (let ((?x103 (idkernel4 sym_c2 3 3)))
 (let ((?x126 (concat 1 ?x103 in_k3)))
 (let ((?x114 (concat 1 in_k1 in_k2)))
 (let ((?x137 (concat 0 ?x114 ?x126)))
 (let ((?x143 (dim ?x137 1)))
 (= ?x143 ?x120))))))))
(assert
 (let ((?x103 (idkernel4 sym_c2 3 3)))
 (let ((?x126 (concat 1 ?x103 in_k3)))
 (let ((?x114 (concat 1 in_k1 in_k2)))
 (let ((?x137 (concat 0 ?x114 ?x126)))
 (let ((?x145 (dim ?x137 2)))
 (= 3 ?x145)))))))
(assert
 (let ((?x103 (idkernel4 sym_c2 3 3)))
 (let ((?x126 (concat 1 ?x103 in_k3)))
 (let ((?x114 (concat 1 in_k1 in_k2)))
 (let ((?x137 (concat 0 ?x114 ?x126)))
 (let ((?x147 (dim ?x137 3)))
 (= 3 ?x147)))))))
(assert
 (let ((?x120 (+ sym_c2 sym_c3)))
 (>= ?x120 0)))
(assert
 (let ((?x141 (+ sym_c sym_c2)))
 (>= ?x141 0)))
(assert
 (= (rank (concat 0 in_k1 (idkernel4 sym_c2 3 3))) 4))
(assert
 (let ((?x141 (+ sym_c sym_c2)))
 (let ((?x103 (idkernel4 sym_c2 3 3)))
 (let ((?x151 (concat 0 in_k1 ?x103)))
 (let ((?x154 (dim ?x151 0)))
 (= ?x154 ?x141))))))
(assert
 (= (dim (concat 0 in_k1 (idkernel4 sym_c2 3 3)) 1) sym_c2))
(assert
 (let ((?x103 (idkernel4 sym_c2 3 3)))
 (let ((?x151 (concat 0 in_k1 ?x103)))
 (let ((?x158 (dim ?x151 2)))
 (= 3 ?x158)))))
(assert
 (let ((?x103 (idkernel4 sym_c2 3 3)))
 (let ((?x151 (concat 0 in_k1 ?x103)))
 (let ((?x160 (dim ?x151 3)))
 (= 3 ?x160)))))
(assert
 (= (rank (concat 0 in_k2 in_k3)) 4))
(assert
 (let ((?x141 (+ sym_c sym_c2)))
 (let ((?x162 (concat 0 in_k2 in_k3)))
 (let ((?x165 (dim ?x162 0)))
 (= ?x165 ?x141)))))
(assert
 (= (dim (concat 0 in_k2 in_k3) 1) sym_c3))
(assert
 (let ((?x162 (concat 0 in_k2 in_k3)))
 (let ((?x169 (dim ?x162 2)))
 (= 3 ?x169))))
(assert
 (let ((?x162 (concat 0 in_k2 in_k3)))
 (let ((?x171 (dim ?x162 3)))
 (= 3 ?x171))))
(assert
 (let ((?x162 (concat 0 in_k2 in_k3)))
 (let ((?x103 (idkernel4 sym_c2 3 3)))
 (let ((?x151 (concat 0 in_k1 ?x103)))
 (let ((?x173 (concat 1 ?x151 ?x162)))
 (= (rank ?x173) 4))))))
(assert
 (let ((?x141 (+ sym_c sym_c2)))
 (let ((?x162 (concat 0 in_k2 in_k3)))
 (let ((?x103 (idkernel4 sym_c2 3 3)))
 (let ((?x151 (concat 0 in_k1 ?x103)))
 (let ((?x173 (concat 1 ?x151 ?x162)))
 (let ((?x176 (dim ?x173 0)))
 (= ?x176 ?x141))))))))
(assert
 (let ((?x120 (+ sym_c2 sym_c3)))
 (let ((?x162 (concat 0 in_k2 in_k3)))
 (let ((?x103 (idkernel4 sym_c2 3 3)))
 (let ((?x151 (concat 0 in_k1 ?x103)))
 (let ((?x173 (concat 1 ?x151 ?x162)))
 (let ((?x178 (dim ?x173 1)))
 (= ?x178 ?x120))))))))
(assert
 (let ((?x162 (concat 0 in_k2 in_k3)))
 (let ((?x103 (idkernel4 sym_c2 3 3)))
 (let ((?x151 (concat 0 in_k1 ?x103)))
 (let ((?x173 (concat 1 ?x151 ?x162)))
 (let ((?x180 (dim ?x173 2)))
 (= 3 ?x180)))))))
(assert
 (let ((?x162 (concat 0 in_k2 in_k3)))
 (let ((?x103 (idkernel4 sym_c2 3 3)))
 (let ((?x151 (concat 0 in_k1 ?x103)))
 (let ((?x173 (concat 1 ?x151 ?x162)))
 (let ((?x182 (dim ?x173 3)))
 (= 3 ?x182)))))))
(assert
 (let ((?x162 (concat 0 in_k2 in_k3)))
(let ((?x103 (idkernel4 sym_c2 3 3)))
(let ((?x151 (concat 0 in_k1 ?x103)))
(let ((?x173 (concat 1 ?x151 ?x162)))
(let ((?x126 (concat 1 ?x103 in_k3)))
(let ((?x114 (concat 1 in_k1 in_k2)))
(let ((?x137 (concat 0 ?x114 ?x126)))
(and (distinct ?x137 ?x173) true)))))))))
(check-sat)
