; verified_opt proof obligation: unsat means the rule holds
; axioms used: concat_assoc, relu_concat, relu_idkernel4
; z3 rlimit used: 111429
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun relu (T) T)
(declare-fun rank (T) Int)
(declare-fun idkernel4 (Int Int Int) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun in_k1 () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((X T) (Y T) (ax Int) )(! (let ((?x18 (concat ax (relu X) (relu Y))))
 (let ((?x14 (concat ax X Y)))
 (let ((?x15 (relu ?x14)))
 (let (($x19 (= ?x15 ?x18)))
 (let (($x11 (>= (rank Y) 1)))
 (let (($x8 (>= (rank X) 1)))
 (let (($x12 (and $x8 $x11)))
 (=> $x12 $x19)))))))) :pattern ( (relu (concat ax X Y)) ) :pattern ( (concat ax (relu X) (relu Y)) ) :qid relu_concat))
 )
(assert
 (forall ((A T) (B T) (C T) (ax Int) )(! (let ((?x14 (concat ax B C)))
 (let ((?x50 (concat ax A ?x14)))
 (let ((?x49 (concat ax (concat ax A B) C)))
 (let (($x51 (= ?x49 ?x50)))
 (let (($x11 (>= (rank C) 1)))
 (let (($x8 (>= (rank B) 1)))
 (let (($x47 (and (>= (rank A) 1) $x8 $x11)))
 (=> $x47 $x51)))))))) :pattern ( (concat ax (concat ax A B) C) ) :pattern ( (concat ax A (concat ax B C)) ) :qid concat_assoc))
 )
(assert
 (forall ((c Int) (kh Int) (kw Int) )(! (let ((?x65 (idkernel4 c kh kw)))
 (let ((?x66 (relu ?x65)))
 (let (($x67 (= ?x66 ?x65)))
 (let (($x64 (and (>= c 1) (>= kh 1) (>= kw 1))))
 (=> $x64 $x67))))) :pattern ( (relu (idkernel4 c kh kw)) ) :pattern ( (idkernel4 c kh kw) ) :qid relu_idkernel4))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_c2 1))
(assert
 (= (rank in_k1) 4))
(assert
 (= (dim in_k1 0) sym_c))
(assert
 (= (dim in_k1 1) sym_c2))
(assert
 (let ((?x90 (dim in_k1 2)))
 (= 3 ?x90)))
(assert
 (let ((?x92 (dim in_k1 3)))
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
 (= (rank (relu in_k1)) 4))
(assert
 (= (dim (relu in_k1) 0) sym_c))
(assert
 (= (dim (relu in_k1) 1) sym_c2))
(assert
 (let ((?x105 (relu in_k1)))
 (let ((?x112 (dim ?x105 2)))
 (= 3 ?x112))))
(assert
 (let ((?x105 (relu in_k1)))
 (let ((?x114 (dim ?x105 3)))
 (= 3 ?x114))))
(assert
 (= (rank (concat 1 (idkernel4 sym_c 3 3) (relu in_k1))) 4))
(assert
 (let ((?x105 (relu in_k1)))
 (let ((?x94 (idkernel4 sym_c 3 3)))
 (let ((?x116 (concat 1 ?x94 ?x105)))
 (= (dim ?x116 0) sym_c)))))
(assert
 (let ((?x122 (+ sym_c sym_c2)))
 (let ((?x105 (relu in_k1)))
 (let ((?x94 (idkernel4 sym_c 3 3)))
 (let ((?x116 (concat 1 ?x94 ?x105)))
 (let ((?x121 (dim ?x116 1)))
 (= ?x121 ?x122)))))))
(assert
 (let ((?x105 (relu in_k1)))
 (let ((?x94 (idkernel4 sym_c 3 3)))
 (let ((?x116 (concat 1 ?x94 ?x105)))
 (let ((?x124 (dim ?x116 2)))
 (= 3 ?x124))))))
(assert
 (let ((?x105 (relu in_k1)))
 (let ((?x94 (idkernel4 sym_c 3 3)))
 (let ((?x116 (concat 1 ?x94 ?x105)))
 (let ((?x126 (dim ?x116 3)))
 (= 3 ?x126))))))
(assert
 (let ((?x105 (relu in_k1)))
 (let ((?x94 (idkernel4 sym_c 3 3)))
 (let ((?x116 (concat 1 ?x94 ?x105)))
 (let ((?x128 (concat 1 ?x105 ?x116)))
 (= (rank ?x128) 4))))))
(assert
 (let ((?x105 (relu in_k1)))
 (let ((?x94 (idkernel4 sym_c 3 3)))
 (let ((?x116 (concat 1 ?x94 ?x105)))
 (let ((?x128 (concat 1 ?x105 ?x116)))
 (= (dim ?x128 0) sym_c))))))
(assert
 (let ((?x134 (* 2 sym_c2)))
 (let ((?x135 (+ ?x134 sym_c)))
 (let ((?x105 (relu in_k1)))
 (let ((?x94 (idkernel4 sym_c 3 3)))
 (let ((?x116 (concat 1 ?x94 ?x105)))
 (let ((?x128 (concat 1 ?x105 ?x116)))
 (let ((?x133 (dim ?x128 1)))
 (= ?x133 ?x135)))))))))
(assert
 (let ((?x105 (relu in_k1)))
 (let ((?x94 (idkernel4 sym_c 3 3)))
 (let ((?x116 (concat 1 ?x94 ?x105)))
 (let ((?x128 (concat 1 ?x105 ?x116)))
 (let ((?x137 (dim ?x128 2)))
 (= 3 ?x137)))))))
(assert
 (let ((?x105 (relu in_k1)))
 (let ((?x94 (idkernel4 sym_c 3 3)))
 (let ((?x116 (concat 1 ?x94 ?x105)))
 (let ((?x128 (concat 1 ?x105 ?x116)))
 (let ((?x139 (dim ?x128 3)))
 (= 3 ?x139)))))))
(assert
 (let ((?x122 (+ sym_c sym_c2)))
 (>= ?x122 0)))
(assert
 (let ((?x134 (* 2 sym_c2)))
 (let ((?x135 (+ ?x134 sym_c)))
 (>= ?x135 0))))
(assert
 (= (rank (concat 1 in_k1 (idkernel4 sym_c 3 3))) 4))
(assert
 (= (dim (concat 1 in_k1 (idkernel4 sym_c 3 3)) 0) sym_c))
(assert
 (let ((?x94 (idkernel4 sym_c 3 3)))
 (let ((?x143 (concat 1 in_k1 ?x94)))
 (let ((?x148 (dim ?x143 1)))
 (= ?x148 (+ sym_c2 sym_c))))))
(assert
 (let ((?x94 (idkernel4 sym_c 3 3)))
 (let ((?x143 (concat 1 in_k1 ?x94)))
 (let ((?x151 (dim ?x143 2)))
 (= 3 ?x151)))))
(assert
 (let ((?x94 (idkernel4 sym_c 3 3)))
 (let ((?x143 (concat 1 in_k1 ?x94)))
 (let ((?x153 (dim ?x143 3)))
 (= 3 ?x153)))))
(assert
 (let ((?x94 (idkernel4 sym_c 3 3)))
 (let ((?x143 (concat 1 in_k1 ?x94)))
 (let ((?x155 (concat 1 ?x143 in_k1)))
 (= (rank ?x155) 4)))))
(assert
 (let ((?x94 (idkernel4 sym_c 3 3)))
 (let ((?x143 (concat 1 in_k1 ?x94)))
 (let ((?x155 (concat 1 ?x143 in_k1)))
 (= (dim ?x155 0) sym_c)))))
(assert
 (let ((?x134 (* 2 sym_c2)))
 (let ((?x135 (+ ?x134 sym_c)))
 (let ((?x94 (idkernel4 sym_c 3 3)))
 (let ((?x143 (concat 1 in_k1 ?x94)))
 (let ((?x155 (concat 1 ?x143 in_k1)))
 (let ((?x160 (dim ?x155 1)))
 (= ?x160 ?x135))))))))
(assert
 (let ((?x94 (idkernel4 sym_c 3 3)))
 (let ((?x143 (concat 1 in_k1 ?x94)))
 (let ((?x155 (concat 1 ?x143 in_k1)))
 (let ((?x162 (dim ?x155 2)))
 (= 3 ?x162))))))
(assert
 (let ((?x94 (idkernel4 sym_c 3 3)))
 (let ((?x143 (concat 1 in_k1 ?x94)))
 (let ((?x155 (concat 1 ?x143 in_k1)))
 (let ((?x164 (dim ?x155 3)))
 (= 3 ?x164))))))
(assert
 (let ((?x94 (idkernel4 sym_c 3 3)))
 (let ((?x143 (concat 1 in_k1 ?x94)))
 (let ((?x155 (concat 1 ?x143 in_k1)))
 (let ((?x166 (relu ?x155)))
 (= (rank ?x166) 4))))))
(assert
 (let ((?x94 (idkernel4 sym_c 3 3)))
 (let ((?x143 (concat 1 in_k1 ?x94)))
 (let ((?x155 (concat 1 ?x143 in_k1)))
 (let ((?x166 (relu ?x155)))
 (= (dim ?x166 0) sym_c))))))
(assert
 (let ((?x134 (* 2 sym_c2)))
 (let ((?x135 (+ ?x134 sym_c)))
 (let ((?x94 (idkernel4 sym_c 3 3)))
 (let ((?x143 (concat 1 in_k1 ?x94)))
 (let ((?x155 (concat 1 ?x143 in_k1)))
 (let ((?x166 (relu ?x155)))
 (let ((?x171 (dim ?x166 1)))
 (= ?x171 ?x135)))))))))
(assert
 (let ((?x94 (idkernel4 sym_c 3 3)))
 (let ((?x143 (concat 1 in_k1 ?x94)))
 (let ((?x155 (concat 1 ?x143 in_k1)))
 (let ((?x166 (relu ?x155)))
 (let ((?x173 (dim ?x166 2)))
 (= 3 ?x173)))))))
(assert
 (let ((?x94 (idkernel4 sym_c 3 3)))
 (let ((?x143 (concat 1 in_k1 ?x94)))
 (let ((?x155 (concat 1 ?x143 in_k1)))
 (let ((?x166 (relu ?x155)))
 (let ((?x175 (dim ?x166 3)))
 (= 3 ?x175)))))))
(assert
 (let ((?x94 (idkernel4 sym_c 3 3)))
(let ((?x143 (concat 1 in_k1 ?x94)))
(let ((?x155 (concat 1 ?x143 in_k1)))
(let ((?x166 (relu ?x155)))
(let ((?x105 (relu in_k1)))
(let ((?x116 (concat 1 ?x94 ?x105)))
(let ((?x128 (concat 1 ?x105 ?x116)))
(and (distinct ?x128 ?x166) true)))))))))
(check-sat)
