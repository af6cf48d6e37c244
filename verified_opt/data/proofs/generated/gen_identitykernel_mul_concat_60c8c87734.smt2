; verified_opt proof obligation: unsat means the rule holds
; axioms used: mul_concat
; z3 rlimit used: 74735
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun mul (T T) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun rank (T) Int)
(declare-fun in_k1 () T)
(declare-fun in_k2 () T)
(declare-fun in_k3 () T)
(declare-fun idkernel4 (Int Int Int) T)
(assert
 (forall ((A T) (B T) (C T) (D T) (ax Int) )(! (let ((?x19 (concat ax (mul A C) (mul B D))))
 (let ((?x16 (mul (concat ax A B) (concat ax C D))))
 (let (($x20 (= ?x16 ?x19)))
 (=> (and (= (dim A ax) (dim C ax))) $x20)))) :pattern ( (mul (concat ax A B) (concat ax C D)) ) :pattern ( (concat ax (mul A C) (mul B D)) ) :qid mul_concat))
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
 (let ((?x61 (dim in_k1 2)))
 (= 3 ?x61)))
(assert
 (let ((?x63 (dim in_k1 3)))
 (= 3 ?x63)))
(assert
 (= (rank in_k2) 4))
(assert
 (= (dim in_k2 0) sym_c))
(assert
 (= (dim in_k2 1) sym_c2))
(assert
 (let ((?x72 (dim in_k2 2)))
 (= 3 ?x72)))
(assert
 (let ((?x74 (dim in_k2 3)))
 (= 3 ?x74)))
(assert
 (= (rank in_k3) 4))
(assert
 (= (dim in_k3 0) sym_c2))
(assert
 (= (dim in_k3 1) sym_c2))
(assert
 (let ((?x83 (dim in_k3 2)))
 (= 3 ?x83)))
(assert
 (let ((?x85 (dim in_k3 3)))
 (= 3 ?x85)))
(assert
 (= (rank (idkernel4 sym_c2 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 0) sym_c2))
(assert
 (= (dim (idkernel4 sym_c2 3 3) 1) sym_c2))
(assert
 (let ((?x87 (idkernel4 sym_c2 3 3)))
 (let ((?x94 (dim ?x87 2)))
 (= 3 ?x94))))
(assert
 (let ((?x87 (idkernel4 sym_c2 3 3)))
 (let ((?x96 (dim ?x87 3)))
 (= 3 ?x96))))
(assert
 (= (rank (mul in_k2 in_k1)) 4))
(assert
 (= (dim (mul in_k2 in_k1) 0) sym_c))
(assert
 (= (dim (mul in_k2 in_k1) 1) sym_c2))
(assert
 (let ((?x98 (mul in_k2 in_k1)))
 (let ((?x105 (dim ?x98 2)))
 (= 3 ?x105))))
(assert
 (let ((?x98 (mul in_k2 in_k1)))
 (let ((?x107 (dim ?x98 3)))
 (= 3 ?x107))))
(assert
 (= (rank (mul in_k3 (idkernel4 sym_c2 3 3))) 4))
(assert
 (= (dim (mul in_k3 (idkernel4 sym_c2 3 3)) 0) sym_c2))
(assert
 (= (dim (mul in_k3 (idkernel4 sym_c2 3 3)) 1) sym_c2))
(assert
 (let ((?x87 (idkernel4 sym_c2 3 3)))
 (let ((?x109 (mul in_k3 ?x87)))
 (let ((?x116 (dim ?x109 2)))
 (= 3 ?x116)))))
(assert
 (let ((?x87 (idkernel4 sym_c2 3 3)))
 (let ((?x109 (mul in_k3 ?x87)))
 (let ((?x118 (dim ?x109 3)))
 (= 3 ?x118)))))
(assert
 (let ((?x87 (idkernel4 sym_c2 3 3)))
 (let ((?x109 (mul in_k3 ?x87)))
 (let ((?x98 (mul in_k2 in_k1)))
 (let ((?x120 (concat 0 ?x98 ?x109)))
 (= (rank ?x120) 4))))))
(assert
 (let ((?x124 (+ sym_c sym_c2)))
 (let ((?x87 (idkernel4 sym_c2 3 3)))
 (let ((?x109 (mul in_k3 ?x87)))
 (let ((?x98 (mul in_k2 in_k1)))
 (let ((?x120 (concat 0 ?x98 ?x109)))
 (let ((?x123 (dim ?x120 0)))
 (= ?x123 ?x124))))))))
(assert
 (let ((?x87 (idkernel4 sym_c2 3 3)))
 (let ((?x109 (mul in_k3 ?x87)))
 (let ((?x98 (mul in_k2 in_k1)))
 (let ((?x120 (concat 0 ?x98 ?x109)))
 (= (dim ?x120 1) sym_c2))))))
(assert
 (let ((?x87 (idkernel4 sym_c2 3 3)))
 (let ((?x109 (mul in_k3 ?x87)))
 (let ((?x98 (mul in_k2 in_k1)))
 (let ((?x120 (concat 0 ?x98 ?x109)))
 (let ((?x128 (dim ?x120 2)))
 (= 3 ?x128)))))))
(assert
 (let ((?x87 (idkernel4 sym_c2 3 3)))
 (let ((?x109 (mul in_k3 ?x87)))
 (let ((?x98 (mul in_k2 in_k1)))
 (let ((?x120 (concat 0 ?x98 ?x109)))
 (let ((?x130 (dim ?x120 3)))
 (= 3 ?x130)))))))
(assert
 (let ((?x124 (+ sym_c sym_c2)))
 (>= ?x124 0)))
(assert
 (= (rank (concat 0 in_k2 in_k3)) 4))
(assert
 (let ((?x124 (+ sym_c sym_c2)))
 (let ((?x133 (concat 0 in_k2 in_k3)))
 (let ((?x136 (dim ?x133 0)))
 (= ?x136 ?x124)))))
(assert
 (= (dim (concat 0 in_k2 in_k3) 1) sym_c2))
(assert
 (let ((?x133 (concat 0 in_k2 in_k3)))
 (let ((?x140 (dim ?x133 2)))
 (= 3 ?x140))))
(assert
 (let ((?x133 (concat 0 in_k2 in_k3)))
 (let ((?x142 (dim ?x133 3)))
 (= 3 ?x142))))
(assert
 (= (rank (concat 0 in_k1 (idkernel4 sym_c2 3 3))) 4))
(assert
 (let ((?x124 (+ sym_c sym_c2)))
 (let ((?x87 (idkernel4 sym_c2 3 3)))
 (let ((?x144 (concat 0 in_k1 ?x87)))
 (let ((?x147 (dim ?x144 0)))
 (= ?x147 ?x124))))))
(assert
 (= (dim (concat 0 in_k1 (idkernel4 sym_c2 3 3)) 1) sym_c2))
(assert
 (let ((?x87 (idkernel4 sym_c2 3 3)))
 (let ((?x144 (concat 0 in_k1 ?x87)))
 (let ((?x151 (dim ?x144 2)))
 (= 3 ?x151)))))
(assert
 (let ((?x87 (idkernel4 sym_c2 3 3)))
 (let ((?x144 (concat 0 in_k1 ?x87)))
 (let ((?x153 (dim ?x144 3)))
 (= 3 ?x153)))))
(assert
 (let ((?x87 (idkernel4 sym_c2 3 3)))
 (let ((?x144 (concat 0 in_k1 ?x87)))
 (let ((?x133 (concat 0 in_k2 in_k3)))
 (let ((?x155 (mul ?x133 ?x144)))
 (= (rank ?x155) 4))))))
(assert
 (let ((?x124 (+ sym_c sym_c2)))
 (let ((?x87 (idkernel4 sym_c2 3 3)))
 (let ((?x144 (concat 0 in_k1 ?x87)))
 (let ((?x133 (concat 0 in_k2 in_k3)))
 (let ((?x155 (mul ?x133 ?x144)))
 (let ((?x158 (dim ?x155 0)))
 (= ?x158 ?x124))))))))
(assert
 (let ((?x87 (idkernel4 sym_c2 3 3)))
 (let ((?x144 (concat 0 in_k1 ?x87)))
 (let ((?x133 (concat 0 in_k2 in_k3)))
 (let ((?x155 (mul ?x133 ?x144)))
 (= (dim ?x155 1) sym_c2))))))
(assert
 (let ((?x87 (idkernel4 sym_c2 3 3)))
 (let ((?x144 (concat 0 in_k1 ?x87)))
 (let ((?x133 (concat 0 in_k2 in_k3)))
 (let ((?x155 (mul ?x133 ?x144)))
 (let ((?x162 (dim ?x155 2)))
 (= 3 ?x162)))))))
(assert
 (let ((?x87 (idkernel4 sym_c2 3 3)))
 (let ((?x144 (concat 0 in_k1 ?x87)))
 (let ((?x133 (concat 0 in_k2 in_k3)))
 (let ((?x155 (mul ?x133 ?x144)))
 (let ((?x164 (dim ?x155 3)))
 (= 3 ?x164)))))))
(assert
 (let ((?x87 (idkernel4 sym_c2 3 3)))
(let ((?x144 (concat 0 in_k1 ?x87)))
(let ((?x133 (concat 0 in_k2 in_k3)))
(let ((?x155 (mul ?x133 ?x144)))
(let ((?x109 (mul in_k3 ?x87)))
(let ((?x98 (mul in_k2 in_k1)))
(let ((?x120 (concat 0 ?x98 ?x109)))
(and (distinct ?x120 ?x155) true)))))))))
(check-sat)
