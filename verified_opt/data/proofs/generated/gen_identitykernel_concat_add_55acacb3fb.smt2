; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_concat
; z3 rlimit used: 74618
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun add (T T) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun rank (T) Int)
(declare-fun in_k1 () T)
(declare-fun in_k2 () T)
(declare-fun in_k3 () T)
(declare-fun idkernel4 (Int Int Int) T)
(assert
 (forall ((A T) (B T) (C T) (D T) (ax Int) )(! (let ((?x19 (concat ax (add A C) (add B D))))
 (let ((?x16 (add (concat ax A B) (concat ax C D))))
 (let (($x20 (= ?x16 ?x19)))
 (=> (and (= (dim A ax) (dim C ax))) $x20)))) :pattern ( (add (concat ax A B) (concat ax C D)) ) :pattern ( (concat ax (add A C) (add B D)) ) :qid add_concat))
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
 (= (dim in_k2 1) sym_c))
(assert
 (let ((?x72 (dim in_k2 2)))
 (= 3 ?x72)))
(assert
 (let ((?x74 (dim in_k2 3)))
 (= 3 ?x74)))
(assert
 (= (rank in_k3) 4))
(assert
 (= (dim in_k3 0) sym_c))
(assert
 (= (dim in_k3 1) sym_c2))
(assert
 (let ((?x83 (dim in_k3 2)))
 (= 3 ?x83)))
(assert
 (let ((?x85 (dim in_k3 3)))
 (= 3 ?x85)))
(assert
 (= (rank (idkernel4 sym_c 3 3)) 4))
(assert
 (= (dim (idkernel4 sym_c 3 3) 0) sym_c))
(assert
 (= (dim (idkernel4 sym_c 3 3) 1) sym_c))
(assert
 (let ((?x87 (idkernel4 sym_c 3 3)))
 (let ((?x94 (dim ?x87 2)))
 (= 3 ?x94))))
(assert
 (let ((?x87 (idkernel4 sym_c 3 3)))
 (let ((?x96 (dim ?x87 3)))
 (= 3 ?x96))))
(assert
 (= (rank (concat 1 in_k2 in_k3)) 4))
(assert
 (= (dim (concat 1 in_k2 in_k3) 0) sym_c))
(assert
 (let ((?x104 (+ sym_c sym_c2)))
 (let ((?x98 (concat 1 in_k2 in_k3)))
 (let ((?x103 (dim ?x98 1)))
 (= ?x103 ?x104)))))
(assert
 (let ((?x98 (concat 1 in_k2 in_k3)))
 (let ((?x106 (dim ?x98 2)))
 (= 3 ?x106))))
(assert
 (let ((?x98 (concat 1 in_k2 in_k3)))
 (let ((?x108 (dim ?x98 3)))
 (= 3 ?x108))))
(assert
 (= (rank (concat 1 (idkernel4 sym_c 3 3) in_k1)) 4))
(assert
 (= (dim (concat 1 (idkernel4 sym_c 3 3) in_k1) 0) sym_c))
(assert
 (let ((?x104 (+ sym_c sym_c2)))
 (let ((?x87 (idkernel4 sym_c 3 3)))
 (let ((?x110 (concat 1 ?x87 in_k1)))
 (let ((?x115 (dim ?x110 1)))
 (= ?x115 ?x104))))))
(assert
 (let ((?x87 (idkernel4 sym_c 3 3)))
 (let ((?x110 (concat 1 ?x87 in_k1)))
 (let ((?x117 (dim ?x110 2)))
 (= 3 ?x117)))))
(assert
 (let ((?x87 (idkernel4 sym_c 3 3)))
 (let ((?x110 (concat 1 ?x87 in_k1)))
 (let ((?x119 (dim ?x110 3)))
 (= 3 ?x119)))))
(assert
 (let ((?x87 (idkernel4 sym_c 3 3)))
 (let ((?x110 (concat 1 ?x87 in_k1)))
 (let ((?x98 (concat 1 in_k2 in_k3)))
 (let ((?x121 (add ?x98 ?x110)))
 (= (rank ?x121) 4))))))
(assert
 (let ((?x87 (idkernel4 sym_c 3 3)))
 (let ((?x110 (concat 1 ?x87 in_k1)))
 (let ((?x98 (concat 1 in_k2 in_k3)))
 (let ((?x121 (add ?x98 ?x110)))
 (= (dim ?x121 0) sym_c))))))
(assert
 (let ((?x104 (+ sym_c sym_c2)))
 (let ((?x87 (idkernel4 sym_c 3 3)))
 (let ((?x110 (concat 1 ?x87 in_k1)))
 (let ((?x98 (concat 1 in_k2 in_k3)))
 (let ((?x121 (add ?x98 ?x110)))
 (let ((?x126 (dim ?x121 1)))
 (= ?x126 ?x104))))))))
(assert
 (let ((?x87 (idkernel4 sym_c 3 3)))
 (let ((?x110 (concat 1 ?x87 in_k1)))
 (let ((?x98 (concat 1 in_k2 in_k3)))
 (let ((?x121 (add ?x98 ?x110)))
 (let ((?x128 (dim ?x121 2)))
 (= 3 ?x128)))))))
(assert
 (let ((?x87 (idkernel4 sym_c 3 3)))
 (let ((?x110 (concat 1 ?x87 in_k1)))
 (let ((?x98 (concat 1 in_k2 in_k3)))
 (let ((?x121 (add ?x98 ?x110)))
 (let ((?x130 (dim ?x121 3)))
 (= 3 ?x130)))))))
(assert
 (let ((?x104 (+ sym_c sym_c2)))
 (>= ?x104 0)))
(assert
 (= (rank (add in_k2 (idkernel4 sym_c 3 3))) 4))
(assert
 (= (dim (add in_k2 (idkernel4 sym_c 3 3)) 0) sym_c))
(assert
 (= (dim (add in_k2 (idkernel4 sym_c 3 3)) 1) sym_c))
(assert
 (let ((?x87 (idkernel4 sym_c 3 3)))
 (let ((?x133 (add in_k2 ?x87)))
 (let ((?x140 (dim ?x133 2)))
 (= 3 ?x140)))))
(assert
 (let ((?x87 (idkernel4 sym_c 3 3)))
 (let ((?x133 (add in_k2 ?x87)))
 (let ((?x142 (dim ?x133 3)))
 (= 3 ?x142)))))
(assert
 (= (rank (add in_k3 in_k1)) 4))
(assert
 (= (dim (add in_k3 in_k1) 0) sym_c))
(assert
 (= (dim (add in_k3 in_k1) 1) sym_c2))
(assert
 (let ((?x144 (add in_k3 in_k1)))
 (let ((?x151 (dim ?x144 2)))
 (= 3 ?x151))))
(assert
 (let ((?x144 (add in_k3 in_k1)))
 (let ((?x153 (dim ?x144 3)))
 (= 3 ?x153))))
(assert
 (let ((?x144 (add in_k3 in_k1)))
 (let ((?x87 (idkernel4 sym_c 3 3)))
 (let ((?x133 (add in_k2 ?x87)))
 (let ((?x155 (concat 1 ?x133 ?x144)))
 (= (rank ?x155) 4))))))
(assert
 (let ((?x144 (add in_k3 in_k1)))
 (let ((?x87 (idkernel4 sym_c 3 3)))
 (let ((?x133 (add in_k2 ?x87)))
 (let ((?x155 (concat 1 ?x133 ?x144)))
 (= (dim ?x155 0) sym_c))))))
(assert
 (let ((?x104 (+ sym_c sym_c2)))
 (let ((?x144 (add in_k3 in_k1)))
 (let ((?x87 (idkernel4 sym_c 3 3)))
 (let ((?x133 (add in_k2 ?x87)))
 (let ((?x155 (concat 1 ?x133 ?x144)))
 (let ((?x160 (dim ?x155 1)))
 (= ?x160 ?x104))))))))
(assert
 (let ((?x144 (add in_k3 in_k1)))
 (let ((?x87 (idkernel4 sym_c 3 3)))
 (let ((?x133 (add in_k2 ?x87)))
 (let ((?x155 (concat 1 ?x133 ?x144)))
 (let ((?x162 (dim ?x155 2)))
 (= 3 ?x162)))))))
(assert
 (let ((?x144 (add in_k3 in_k1)))
 (let ((?x87 (idkernel4 sym_c 3 3)))
 (let ((?x133 (add in_k2 ?x87)))
 (let ((?x155 (concat 1 ?x133 ?x144)))
 (let ((?x164 (dim ?x155 3)))
 (= 3 ?x164)))))))
(assert
 (let ((?x144 (add in_k3 in_k1)))
(let ((?x87 (idkernel4 sym_c 3 3)))
(let ((?x133 (add in_k2 ?x87)))
(let ((?x155 (concat 1 ?x133 ?x144)))
(let ((?x110 (concat 1 ?x87 in_k1)))
(let ((?x98 (concat 1 in_k2 in_k3)))
(let ((?x121 (add ?x98 ?x110)))
(and (distinct ?x121 ?x155) true)))))))))
(check-sat)
