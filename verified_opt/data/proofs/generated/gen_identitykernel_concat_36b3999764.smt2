; verified_opt proof obligation: unsat means the rule holds
; axioms used: concat_swap
; z3 rlimit used: 15538
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
 (forall ((A T) (B T) (C T) (D T) (ax0 Int) (ax1 Int) )(! (let ((?x37 (concat ax0 (concat ax1 A C) (concat ax1 B D))))
 (let ((?x34 (concat ax1 (concat ax0 A B) (concat ax0 C D))))
 (let (($x38 (= ?x34 ?x37)))
 (let (($x30 (>= (rank D) 2)))
 (let (($x20 (>= ax0 0)))
 (let (($x27 (>= (rank C) 2)))
 (let (($x25 (>= (rank B) 2)))
 (let (($x23 (>= (rank A) 2)))
 (let (($x18 (>= ax1 1)))
 (let (($x16 (= (dim A ax1) (dim B ax1))))
 (let (($x12 (= (dim A ax0) (dim C ax0))))
 (let (($x31 (and (and (distinct ax0 ax1) true) $x12 $x16 $x18 $x20 $x23 $x20 $x25 $x20 $x27 $x20 $x30)))
 (=> $x31 $x38))))))))))))) :pattern ( (concat ax1 (concat ax0 A B) (concat ax0 C D)) ) :pattern ( (concat ax0 (concat ax1 A C) (concat ax1 B D)) ) :qid concat_swap))
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
 (let ((?x81 (dim in_k1 2)))
 (= 3 ?x81)))
(assert
 (let ((?x83 (dim in_k1 3)))
 (= 3 ?x83)))
(assert
 (= (rank in_k2) 4))
(assert
 (= (dim in_k2 0) sym_c))
(assert
 (= (dim in_k2 1) sym_c3))
(assert
 (let ((?x92 (dim in_k2 2)))
 (= 3 ?x92)))
(assert
 (let ((?x94 (dim in_k2 3)))
 (= 3 ?x94)))
(assert
 (= (rank in_k3) 4))
(assert
 (= (dim in_k3 0) sym_c2))
(assert
 (= (dim in_k3 1) sym_c3))
(assert
 (let ((?x103 (dim in_k3 2)))
 (= 3 ?x103)))
(assert
 (let ((?x105 (dim in_k3 3)))
 (= 3 ?x105)))
(assert
 (= (rank (idkernel4 sym_c2 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 0) sym_c2))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 1) sym_c2))
(assert
 (let ((?x107 (idkernel4 sym_c2 3 3)))
 (let ((?x114 (dim ?x107 2)))
 (= 3 ?x114))))
(assert
 (let ((?x107 (idkernel4 sym_c2 3 3)))
 (let ((?x116 (dim ?x107 3)))
 (= 3 ?x116))))
(assert
 (= (rank (concat 1 in_k1 in_k2)) 4))
(assert
 (= (dim (concat 1 in_k1 in_k2) 0) sym_c))
(assert
 (let ((?x124 (+ sym_c2 sym_c3)))
 (let ((?x118 (concat 1 in_k1 in_k2)))
 (let ((?x123 (dim ?x118 1)))
 (= ?x123 ?x124)))))
(assert
 (let ((?x118 (concat 1 in_k1 in_k2)))
 (let ((?x126 (dim ?x118 2)))
 (= 3 ?x126))))
(assert
 (let ((?x118 (concat 1 in_k1 in_k2)))
 (let ((?x128 (dim ?x118 3)))
 (= 3 ?x128))))
(assert
 (= (rank (concat 1 (idkernel4 sym_c2 3 3) in_k3)) 4))
(assert
 (= (dim (concat 1 (idkernel4 sym_c2 3 3) in_k3) 0) sym_c2))
(assert
 (let ((?x124 (+ sym_c2 sym_c3)))
 (let ((?x107 (idkernel4 sym_c2 3 3)))
 (let ((?x130 (concat 1 ?x107 in_k3)))
 (let ((?x135 (dim ?x130 1)))
 (= ?x135 ?x124))))))
(assert
 (let ((?x107 (idkernel4 sym_c2 3 3)))
 (let ((?x130 (concat 1 ?x107 in_k3)))
 (let ((?x137 (dim ?x130 2)))
 (= 3 ?x137)))))
(assert
 (let ((?x107 (idkernel4 sym_c2 3 3)))
 (let ((?x130 (concat 1 ?x107 in_k3)))
 (let ((?x139 (dim ?x130 3)))
 (= 3 ?x139)))))
(assert
 (let ((?x107 (idkernel4 sym_c2 3 3)))
 (let ((?x130 (concat 1 ?x107 in_k3)))
 (let ((?x118 (concat 1 in_k1 in_k2)))
 (let ((?x141 (concat 0 ?x118 ?x130)))
 (= (rank ?x141) 4))))))
(assert
 (let ((?x145 (+ sym_c sym_c2)))
 (let ((?x107 (idkernel4 sym_c2 3 3)))
 (let ((?x130 (concat 1 ?x107 in_k3)))
 (let ((?x118 (concat 1 in_k1 in_k2)))
 (let ((?x141 (concat 0 ?x118 ?x130)))
 (let ((?x144 (dim ?x141 0)))
 (= ?x144 ?x145))))))))
(assert
 (let ((?x124 (+ sym_c2 sym_c3)))
 (let ((?x107 (idkernel4 sym_c2 3 3)))
 (let ((?x130 (concat 1 ?x107 in_k3)))
 (let ((?x118 (concat 1 in_k1 in_k2)))
 (let ((?x141 (concat 0 ?x118 ?x130)))
 (let ((?x147 (dim ?x141 1)))
 (= ?x147 ?x124))))))))
(assert
 (let ((?x107 (idkernel4 sym_c2 3 3)))
 (let ((?x130 (concat 1 ?x107 in_k3)))
 (let ((?x118 (concat 1 in_k1 in_k2)))
 (let ((?x141 (concat 0 ?x118 ?x130)))
 (let ((?x149 (dim ?x141 2)))
 (= 3 ?x149)))))))
(assert
 (let ((?x107 (idkernel4 sym_c2 3 3)))
 (let ((?x130 (concat 1 ?x107 in_k3)))
 (let ((?x118 (concat 1 in_k1 in_k2)))
 (let ((?x141 (concat 0 ?x118 ?x130)))
 (let ((?x151 (dim ?x141 3)))
 (= 3 ?x151)))))))
(assert
 (let ((?x124 (+ sym_c2 sym_c3)))
 (>= ?x124 0)))
(assert
 (let ((?x145 (+ sym_c sym_c2)))
 (>= ?x145 0)))
(assert
 (= (rank (concat 0 in_k1 (idkernel4 sym_c2 3 3))) 4))
(assert
 (let ((?x145 (+ sym_c sym_c2)))
 (let ((?x107 (idkernel4 sym_c2 3 3)))
 (let ((?x155 (concat 0 in_k1 ?x107)))
 (let ((?x158 (dim ?x155 0)))
 (= ?x158 ?x145))))))
(assert
 (= (dim (concat 0 in_k1 (idkernel4 sym_c2 3 3)) 1) sym_c2))
(assert
 (let ((?x107 (idkernel4 sym_c2 3 3)))
 (let ((?x155 (concat 0 in_k1 ?x107)))
 (let ((?x162 (dim ?x155 2)))
 (= 3 ?x162)))))
(assert
 (let ((?x107 (idkernel4 sym_c2 3 3)))
 (let ((?x155 (concat 0 in_k1 ?x107)))
 (let ((?x164 (dim ?x155 3)))
 (= 3 ?x164)))))
(assert
 (= (rank (concat 0 in_k2 in_k3)) 4))
(assert
 (let ((?x145 (+ sym_c sym_c2)))
 (let ((?x166 (concat 0 in_k2 in_k3)))
 (let ((?x169 (dim ?x166 0)))
 (= ?x169 ?x145)))))
(assert
 (= (dim (concat 0 in_k2 in_k3) 1) sym_c3))
(assert
 (let ((?x166 (concat 0 in_k2 in_k3)))
 (let ((?x173 (dim ?x166 2)))
 (= 3 ?x173))))
(assert
 (let ((?x166 (concat 0 in_k2 in_k3)))
 (let ((?x175 (dim ?x166 3)))
 (= 3 ?x175))))
(assert
 (let ((?x166 (concat 0 in_k2 in_k3)))
 (let ((?x107 (idkernel4 sym_c2 3 3)))
 (let ((?x155 (concat 0 in_k1 ?x107)))
 (let ((?x177 (concat 1 ?x155 ?x166)))
 (= (rank ?x177) 4))))))
(assert
 (let ((?x145 (+ sym_c sym_c2)))
 (let ((?x166 (concat 0 in_k2 in_k3)))
 (let ((?x107 (idkernel4 sym_c2 3 3)))
 (let ((?x155 (concat 0 in_k1 ?x107)))
 (let ((?x177 (concat 1 ?x155 ?x166)))
 (let ((?x180 (dim ?x177 0)))
 (= ?x180 ?x145))))))))
(assert
 (let ((?x124 (+ sym_c2 sym_c3)))
 (let ((?x166 (concat 0 in_k2 in_k3)))
 (let ((?x107 (idkernel4 sym_c2 3 3)))
 (let ((?x155 (concat 0 in_k1 ?x107)))
 (let ((?x177 (concat 1 ?x155 ?x166)))
 (let ((?x182 (dim ?x177 1)))
 (= ?x182 ?x124))))))))
(assert
 (let ((?x166 (concat 0 in_k2 in_k3)))
 (let ((?x107 (idkernel4 sym_c2 3 3)))
 (let ((?x155 (concat 0 in_k1 ?x107)))
 (let ((?x177 (concat 1 ?x155 ?x166)))
 (let ((?x184 (dim ?x177 2)))
 (= 3 ?x184)))))))
(assert
 (let ((?x166 (concat 0 in_k2 in_k3)))
 (let ((?x107 (idkernel4 sym_c2 3 3)))
 (let ((?x155 (concat 0 in_k1 ?x107)))
 (let ((?x177 (concat 1 ?x155 ?x166)))
 (let ((?x186 (dim ?x177 3)))
 (= 3 ?x186)))))))
(assert
 (let ((?x166 (concat 0 in_k2 in_k3)))
(let ((?x107 (idkernel4 sym_c2 3 3)))
(let ((?x155 (concat 0 in_k1 ?x107)))
(let ((?x177 (concat 1 ?x155 ?x166)))
(let ((?x130 (concat 1 ?x107 in_k3)))
(let ((?x118 (concat 1 in_k1 in_k2)))
(let ((?x141 (concat 0 ?x118 ?x130)))
(and (distinct ?x141 ?x177) true)))))))))
(check-sat)
