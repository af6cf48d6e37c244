; verified_opt proof obligation: unsat means the rule holds
; axioms used: concat_swap
; z3 rlimit used: 49190
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
 (forall ((A T) (B T) (C T) (D T) (ax0 Int) (ax1 Int) )(! (let ((?x21 (concat ax0 (concat ax1 A C) (concat ax1 B D))))
 (let ((?x18 (concat ax1 (concat ax0 A B) (concat ax0 C D))))
 (let (($x22 (= ?x18 ?x21)))
 (=> (and (and (distinct ax0 ax1) true) (= (dim A ax0) (dim C ax0))) $x22)))) :pattern ( (concat ax1 (concat ax0 A B) (concat ax0 C D)) ) :pattern ( (concat ax0 (concat ax1 A C) (concat ax1 B D)) ) :qid concat_swap))
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
 (let ((?x68 (dim in_k1 2)))
 (= 3 ?x68)))
(assert
 (let ((?x70 (dim in_k1 3)))
 (= 3 ?x70)))
(assert
 (= (rank in_k2) 4))
(assert
 (= (dim in_k2 0) sym_c3))
(assert
 (= (dim in_k2 1) sym_c2))
(assert
 (let ((?x79 (dim in_k2 2)))
 (= 3 ?x79)))
(assert
 (let ((?x81 (dim in_k2 3)))
 (= 3 ?x81)))
(assert
 (= (rank in_k3) 4))
(assert
 (= (dim in_k3 0) sym_c3))
(assert
 (= (dim in_k3 1) sym_c))
(assert
 (let ((?x90 (dim in_k3 2)))
 (= 3 ?x90)))
(assert
 (let ((?x92 (dim in_k3 3)))
 (= 3 ?x92)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x94 (idkernel4 sym_c 3 3)))
 (let ((?x101 (dim ?x94 2)))
 (= 3 ?x101))))
(assert
 (let ((?x94 (idkernel4 sym_c 3 3)))
 (let ((?x103 (dim ?x94 3)))
 (= 3 ?x103))))
(assert
 (= (rank (concat 1 in_k2 in_k3)) 4))
(assert
 (= (dim (concat 1 in_k2 in_k3) 0) sym_c3))
(assert
 (let ((?x111 (+ sym_c2 sym_c)))
 (let ((?x105 (concat 1 in_k2 in_k3)))
 (let ((?x110 (dim ?x105 1)))
 (= ?x110 ?x111)))))
(assert
 (let ((?x105 (concat 1 in_k2 in_k3)))
 (let ((?x113 (dim ?x105 2)))
 (= 3 ?x113))))
(assert
 (let ((?x105 (concat 1 in_k2 in_k3)))
 (let ((?x115 (dim ?x105 3)))
 (= 3 ?x115))))
(assert
 (= (rank (concat 1 in_k1 (idkernel4 sym_c 3 3))) 4))
(assert
 (= (dim (concat 1 in_k1 (idkernel4 sym_c 3 3)) 0) sym_c))
(assert
 (let ((?x111 (+ sym_c2 sym_c)))
 (let ((?x94 (idkernel4 sym_c 3 3)))
 (let ((?x117 (concat 1 in_k1 ?x94)))
 (let ((?x122 (dim ?x117 1)))
 (= ?x122 ?x111))))))
(assert
 (let ((?x94 (idkernel4 sym_c 3 3)))
 (let ((?x117 (concat 1 in_k1 ?x94)))
 (let ((?x124 (dim ?x117 2)))
 (= 3 ?x124)))))
(assert
 (let ((?x94 (idkernel4 sym_c 3 3)))
 (let ((?x117 (concat 1 in_k1 ?x94)))
 (let ((?x126 (dim ?x117 3)))
 (= 3 ?x126)))))
(assert
 (let ((?x105 (concat 1 in_k2 in_k3)))
 (let ((?x94 (idkernel4 sym_c 3 3)))
 (let ((?x117 (concat 1 in_k1 ?x94)))
 (let ((?x128 (concat 0 ?x117 ?x105)))
 (= (rank ?x128) 4))))))
(assert
 (let ((?x132 (+ sym_c sym_c3)))
 (let ((?x105 (concat 1 in_k2 in_k3)))
 (let ((?x94 (idkernel4 sym_c 3 3)))
 (let ((?x117 (concat 1 in_k1 ?x94)))
 (let ((?x128 (concat 0 ?x117 ?x105)))
 (let ((?x131 (dim ?x128 0)))
 (= ?x131 ?x132))))))))
(assert
 (let ((?x111 (+ sym_c2 sym_c)))
 (let ((?x105 (concat 1 in_k2 in_k3)))
 (let ((?x94 (idkernel4 sym_c 3 3)))
 (let ((?x117 (concat 1 in_k1 ?x94)))
 (let ((?x128 (concat 0 ?x117 ?x105)))
 (let ((?x134 (dim ?x128 1)))
 (= ?x134 ?x111))))))))
(assert
 (let ((?x105 (concat 1 in_k2 in_k3)))
 (let ((?x94 (idkernel4 sym_c 3 3)))
 (let ((?x117 (concat 1 in_k1 ?x94)))
 (let ((?x128 (concat 0 ?x117 ?x105)))
 (let ((?x136 (dim ?x128 2)))
 (= 3 ?x136)))))))
(assert
 (let ((?x105 (concat 1 in_k2 in_k3)))
 (let ((?x94 (idkernel4 sym_c 3 3)))
 (let ((?x117 (concat 1 in_k1 ?x94)))
 (let ((?x128 (concat 0 ?x117 ?x105)))
 (let ((?x138 (dim ?x128 3)))
 (= 3 ?x138)))))))
(assert
 (let ((?x111 (+ sym_c2 sym_c)))
 (>= ?x111 0)))
(assert
 (let ((?x132 (+ sym_c sym_c3)))
 (>= ?x132 0)))
(assert
 (= (rank (concat 0 in_k1 in_k2)) 4))
(assert
 (let ((?x132 (+ sym_c sym_c3)))
 (let ((?x142 (concat 0 in_k1 in_k2)))
 (let ((?x145 (dim ?x142 0)))
 (= ?x145 ?x132)))))
(assert
 (= (dim (concat 0 in_k1 in_k2) 1) sym_c2))
(assert
 (let ((?x142 (concat 0 in_k1 in_k2)))
 (let ((?x149 (dim ?x142 2)))
 (= 3 ?x149))))
(assert
 (let ((?x142 (concat 0 in_k1 in_k2)))
 (let ((?x151 (dim ?x142 3)))
 (= 3 ?x151))))
(assert
 (= (rank (concat 0 (idkernel4 sym_c 3 3) in_k3)) 4))
(assert
 (let ((?x132 (+ sym_c sym_c3)))
 (let ((?x94 (idkernel4 sym_c 3 3)))
 (let ((?x153 (concat 0 ?x94 in_k3)))
 (let ((?x156 (dim ?x153 0)))
 (= ?x156 ?x132))))))
(assert
 (= (dim (concat 0 (idkernel4 sym_c 3 3) in_k3) 1) sym_c))
(assert
 (let ((?x94 (idkernel4 sym_c 3 3)))
 (let ((?x153 (concat 0 ?x94 in_k3)))
 (let ((?x160 (dim ?x153 2)))
 (= 3 ?x160)))))
(assert
 (let ((?x94 (idkernel4 sym_c 3 3)))
 (let ((?x153 (concat 0 ?x94 in_k3)))
 (let ((?x162 (dim ?x153 3)))
 (= 3 ?x162)))))
(assert
 (let ((?x94 (idkernel4 sym_c 3 3)))
 (let ((?x153 (concat 0 ?x94 in_k3)))
 (let ((?x142 (concat 0 in_k1 in_k2)))
 (let ((?x164 (concat 1 ?x142 ?x153)))
 (= (rank ?x164) 4))))))
(assert
 (let ((?x132 (+ sym_c sym_c3)))
 (let ((?x94 (idkernel4 sym_c 3 3)))
 (let ((?x153 (concat 0 ?x94 in_k3)))
 (let ((?x142 (concat 0 in_k1 in_k2)))
 (let ((?x164 (concat 1 ?x142 ?x153)))
 (let ((?x167 (dim ?x164 0)))
 (= ?x167 ?x132))))))))
(assert
 (let ((?x111 (+ sym_c2 sym_c)))
 (let ((?x94 (idkernel4 sym_c 3 3)))
 (let ((?x153 (concat 0 ?x94 in_k3)))
 (let ((?x142 (concat 0 in_k1 in_k2)))
 (let ((?x164 (concat 1 ?x142 ?x153)))
 (let ((?x169 (dim ?x164 1)))
 (= ?x169 ?x111))))))))
(assert
 (let ((?x94 (idkernel4 sym_c 3 3)))
 (let ((?x153 (concat 0 ?x94 in_k3)))
 (let ((?x142 (concat 0 in_k1 in_k2)))
 (let ((?x164 (concat 1 ?x142 ?x153)))
 (let ((?x171 (dim ?x164 2)))
 (= 3 ?x171)))))))
(assert
 (let ((?x94 (idkernel4 sym_c 3 3)))
 (let ((?x153 (concat 0 ?x94 in_k3)))
 (let ((?x142 (concat 0 in_k1 in_k2)))
 (let ((?x164 (concat 1 ?x142 ?x153)))
 (let ((?x173 (dim ?x164 3)))
 (= 3 ?x173)))))))
(assert
 (let ((?x94 (idkernel4 sym_c 3 3)))
(let ((?x153 (concat 0 ?x94 in_k3)))
(let ((?x142 (concat 0 in_k1 in_k2)))
(let ((?x164 (concat 1 ?x142 ?x153)))
(let ((?x105 (concat 1 in_k2 in_k3)))
(let ((?x117 (concat 1 in_k1 ?x94)))
(let ((?x128 (concat 0 ?x117 ?x105)))
(and (distinct ?x128 ?x164) true)))))))))
(check-sat)
