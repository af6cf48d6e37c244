; verified_opt proof obligation: unsat means the rule holds
; axioms used: concat_swap
; z3 rlimit used: 74953
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_c3 () Int)
(declare-fun rank (T) Int)
(declare-fun in_k1 () T)
(declare-fun in_k2 () T)
(declare-fun in_k3 () T)
(declare-fun idkernel4 (Int Int Int) T)
(assert
 (forall ((A T) (B T) (C T) (D T) (ax0 Int) (ax1 Int) )(! (let ((?x23 (concat ax0 (concat ax1 A C) (concat ax1 B D))))
 (let ((?x20 (concat ax1 (concat ax0 A B) (concat ax0 C D))))
 (let (($x24 (= ?x20 ?x23)))
 (let (($x14 (>= ax1 1)))
 (let (($x12 (= (dim A ax0) (dim C ax0))))
 (=> (and (and (distinct ax0 ax1) true) $x12 $x14) $x24)))))) :pattern ( (concat ax1 (concat ax0 A B) (concat ax0 C D)) ) :pattern ( (concat ax0 (concat ax1 A C) (concat ax1 B D)) ) :qid concat_swap))
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
 (let ((?x69 (dim in_k1 2)))
 (= 3 ?x69)))
(assert
 (let ((?x71 (dim in_k1 3)))
 (= 3 ?x71)))
(assert
 (= (rank in_k2) 4))
(assert
 (= (dim in_k2 0) sym_c3))
(assert
 (= (dim in_k2 1) sym_c2))
(assert
 (let ((?x80 (dim in_k2 2)))
 (= 3 ?x80)))
(assert
 (let ((?x82 (dim in_k2 3)))
 (= 3 ?x82)))
(assert
 (= (rank in_k3) 4))
(assert
 (= (dim in_k3 0) sym_c3))
(assert
 (= (dim in_k3 1) sym_c))
(assert
 (let ((?x91 (dim in_k3 2)))
 (= 3 ?x91)))
(assert
 (let ((?x93 (dim in_k3 3)))
 (= 3 ?x93)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x95 (idkernel4 sym_c 3 3)))
 (let ((?x102 (dim ?x95 2)))
 (= 3 ?x102))))
(assert
 (let ((?x95 (idkernel4 sym_c 3 3)))
 (let ((?x104 (dim ?x95 3)))
 (= 3 ?x104))))
(assert
 (= (rank (concat 1 in_k2 in_k3)) 4))
(assert
 (= (dim (concat 1 in_k2 in_k3) 0) sym_c3))
(assert
 (let ((?x112 (+ sym_c2 sym_c)))
 (let ((?x106 (concat 1 in_k2 in_k3)))
 (let ((?x111 (dim ?x106 1)))
 (= ?x111 ?x112)))))
(assert
 (let ((?x106 (concat 1 in_k2 in_k3)))
 (let ((?x114 (dim ?x106 2)))
 (= 3 ?x114))))
(assert
 (let ((?x106 (concat 1 in_k2 in_k3)))
 (let ((?x116 (dim ?x106 3)))
 (= 3 ?x116))))
(assert
 (= (rank (concat 1 in_k1 (idkernel4 sym_c 3 3))) 4))
(assert
 (= (dim (concat 1 in_k1 (idkernel4 sym_c 3 3)) 0) sym_c))
(assert
 (let ((?x112 (+ sym_c2 sym_c)))
 (let ((?x95 (idkernel4 sym_c 3 3)))
 (let ((?x118 (concat 1 in_k1 ?x95)))
 (let ((?x123 (dim ?x118 1)))
 (= ?x123 ?x112))))))
(assert
 (let ((?x95 (idkernel4 sym_c 3 3)))
 (let ((?x118 (concat 1 in_k1 ?x95)))
 (let ((?x125 (dim ?x118 2)))
 (= 3 ?x125)))))
(assert
 (let ((?x95 (idkernel4 sym_c 3 3)))
 (let ((?x118 (concat 1 in_k1 ?x95)))
 (let ((?x127 (dim ?x118 3)))
 (= 3 ?x127)))))
(assert
 (let ((?x106 (concat 1 in_k2 in_k3)))
 (let ((?x95 (idkernel4 sym_c 3 3)))
 (let ((?x118 (concat 1 in_k1 ?x95)))
 (let ((?x129 (concat 0 ?x118 ?x106)))
 (= (rank ?x129) 4))))))
(assert
 (let ((?x133 (+ sym_c sym_c3)))
 (let ((?x106 (concat 1 in_k2 in_k3)))
 (let ((?x95 (idkernel4 sym_c 3 3)))
 (let ((?x118 (concat 1 in_k1 ?x95)))
 (let ((?x129 (concat 0 ?x118 ?x106)))
 (let ((?x132 (dim ?x129 0)))
 (= ?x132 ?x133))))))))
(assert
 (let ((?x112 (+ sym_c2 sym_c)))
 (let ((?x106 (concat 1 in_k2 in_k3)))
 (let ((?x95 (idkernel4 sym_c 3 3)))
 (let ((?x118 (concat 1 in_k1 ?x95)))
 (let ((?x129 (concat 0 ?x118 ?x106)))
 (let ((?x135 (dim ?x129 1)))
 (= ?x135 ?x112))))))))
(assert
 (let ((?x106 (concat 1 in_k2 in_k3)))
 (let ((?x95 (idkernel4 sym_c 3 3)))
 (let ((?x118 (concat 1 in_k1 ?x95)))
 (let ((?x129 (concat 0 ?x118 ?x106)))
 (let ((?x137 (dim ?x129 2)))
 (= 3 ?x137)))))))
(assert
 (let ((?x106 (concat 1 in_k2 in_k3)))
 (let ((?x95 (idkernel4 sym_c 3 3)))
 (let ((?x118 (concat 1 in_k1 ?x95)))
 (let ((?x129 (concat 0 ?x118 ?x106)))
 (let ((?x139 (dim ?x129 3)))
 (= 3 ?x139)))))))
(assert
 (let ((?x112 (+ sym_c2 sym_c)))
 (>= ?x112 0)))
(assert
 (let ((?x133 (+ sym_c sym_c3)))
 (>= ?x133 0)))
(assert
 (= (rank (concat 0 in_k1 in_k2)) 4))
(assert
 (let ((?x133 (+ sym_c sym_c3)))
 (let ((?x143 (concat 0 in_k1 in_k2)))
 (let ((?x146 (dim ?x143 0)))
 (= ?x146 ?x133)))))
(assert
 (= (dim (concat 0 in_k1 in_k2) 1) sym_c2))
(assert
 (let ((?x143 (concat 0 in_k1 in_k2)))
 (let ((?x150 (dim ?x143 2)))
 (= 3 ?x150))))
(assert
 (let ((?x143 (concat 0 in_k1 in_k2)))
 (let ((?x152 (dim ?x143 3)))
 (= 3 ?x152))))
(assert
 (= (rank (concat 0 (idkernel4 sym_c 3 3) in_k3)) 4))
(assert
 (let ((?x133 (+ sym_c sym_c3)))
 (let ((?x95 (idkernel4 sym_c 3 3)))
 (let ((?x154 (concat 0 ?x95 in_k3)))
 (let ((?x157 (dim ?x154 0)))
 (= ?x157 ?x133))))))
(assert
 (= (dim (concat 0 (idkernel4 sym_c 3 3) in_k3) 1) sym_c))
(assert
 (let ((?x95 (idkernel4 sym_c 3 3)))
 (let ((?x154 (concat 0 ?x95 in_k3)))
 (let ((?x161 (dim ?x154 2)))
 (= 3 ?x161)))))
(assert
 (let ((?x95 (idkernel4 sym_c 3 3)))
 (let ((?x154 (concat 0 ?x95 in_k3)))
 (let ((?x163 (dim ?x154 3)))
 (= 3 ?x163)))))
(assert
 (let ((?x95 (idkernel4 sym_c 3 3)))
 (let ((?x154 (concat 0 ?x95 in_k3)))
 (let ((?x143 (concat 0 in_k1 in_k2)))
 (let ((?x165 (concat 1 ?x143 ?x154)))
 (= (rank ?x165) 4))))))
(assert
 (let ((?x133 (+ sym_c sym_c3)))
 (let ((?x95 (idkernel4 sym_c 3 3)))
 (let ((?x154 (concat 0 ?x95 in_k3)))
 (let ((?x143 (concat 0 in_k1 in_k2)))
 (let ((?x165 (concat 1 ?x143 ?x154)))
 (let ((?x168 (dim ?x165 0)))
 (= ?x168 ?x133))))))))
(assert
 (let ((?x112 (+ sym_c2 sym_c)))
 (let ((?x95 (idkernel4 sym_c 3 3)))
 (let ((?x154 (concat 0 ?x95 in_k3)))
 (let ((?x143 (concat 0 in_k1 in_k2)))
 (let ((?x165 (concat 1 ?x143 ?x154)))
 (let ((?x170 (dim ?x165 1)))
 (= ?x170 ?x112))))))))
(assert
 (let ((?x95 (idkernel4 sym_c 3 3)))
 (let ((?x154 (concat 0 ?x95 in_k3)))
 (let ((?x143 (concat 0 in_k1 in_k2)))
 (let ((?x165 (concat 1 ?x143 ?x154)))
 (let ((?x172 (dim ?x165 2)))
 (= 3 ?x172)))))))
(assert
 (let ((?x95 (idkernel4 sym_c 3 3)))
 (let ((?x154 (concat 0 ?x95 in_k3)))
 (let ((?x143 (concat 0 in_k1 in_k2)))
 (let ((?x165 (concat 1 ?x143 ?x154)))
 (let ((?x174 (dim ?x165 3)))
 (= 3 ?x174)))))))
(assert
 (let ((?x95 (idkernel4 sym_c 3 3)))
(let ((?x154 (concat 0 ?x95 in_k3)))
(let ((?x143 (concat 0 in_k1 in_k2)))
(let ((?x165 (concat 1 ?x143 ?x154)))
(let ((?x106 (concat 1 in_k2 in_k3)))
(let ((?x118 (concat 1 in_k1 ?x95)))
(let ((?x129 (concat 0 ?x118 ?x106)))
(and (distinct ?x129 ?x165) true)))))))))
(check-sat)
