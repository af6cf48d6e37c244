; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_concat_rows
; z3 rlimit used: 111053
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun matmul (T T) T)
(declare-fun dim (T Int) Int)
(declare-fun rank (T) Int)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_n () Int)
(declare-fun sym_n2 () Int)
(declare-fun in_w1 () T)
(declare-fun in_x1 () T)
(declare-fun in_x2 () T)
(assert
 (forall ((A T) (B T) (C T) (ax Int) )(! (let ((?x81 (concat ax (matmul A C) (matmul B C))))
 (let ((?x78 (matmul (concat ax A B) C)))
 (let (($x82 (= ?x78 ?x81)))
 (let ((?x52 (dim A 5)))
 (let (($x74 (= ?x52 (dim C 5))))
 (let ((?x7 (rank A)))
 (let ((?x9 (- ?x7 2)))
 (let (($x51 (> ?x9 5)))
 (let ((?x18 (rank C)))
 (let (($x19 (>= ?x18 2)))
 (let ((?x15 (rank B)))
 (let (($x16 (>= ?x15 2)))
 (let (($x13 (>= ?x7 2)))
 (let (($x12 (>= ax 0)))
 (let (($x76 (and (= ax ?x9) $x12 $x13 $x16 $x19 (= (- ?x15 2) ?x9) (=> (> ?x9 0) (= (dim A 0) (dim B 0))) (=> (> ?x9 1) (= (dim A 1) (dim B 1))) (=> (> ?x9 2) (= (dim A 2) (dim B 2))) (=> (> ?x9 3) (= (dim A 3) (dim B 3))) (=> (> ?x9 4) (= (dim A 4) (dim B 4))) (=> $x51 (= ?x52 (dim B 5))) (= (- ?x18 2) ?x9) (=> (> ?x9 0) (= (dim A 0) (dim C 0))) (=> (> ?x9 1) (= (dim A 1) (dim C 1))) (=> (> ?x9 2) (= (dim A 2) (dim C 2))) (=> (> ?x9 3) (= (dim A 3) (dim C 3))) (=> (> ?x9 4) (= (dim A 4) (dim C 4))) (=> $x51 $x74))))
 (=> $x76 $x82)))))))))))))))) :pattern ( (matmul (concat ax A B) C) ) :pattern ( (concat ax (matmul A C) (matmul B C)) ) :qid matmul_concat_rows))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_c2 1))
(assert
 (>= sym_n 1))
(assert
 (>= sym_n2 1))
(assert
 (= (rank in_w1) 2))
(assert
 (= (dim in_w1 0) sym_c))
(assert
 (= (dim in_w1 1) sym_c2))
(assert
 (= (rank in_x1) 2))
(assert
 (= (dim in_x1 0) sym_n))
(assert
 (= (dim in_x1 1) sym_c))
(assert
 (= (rank in_x2) 2))
(assert
 (= (dim in_x2 0) sym_n2))
(assert
 (= (dim in_x2 1) sym_c))
(assert
 (= (rank (matmul in_x1 in_w1)) 2))
(assert
 (= (dim (matmul in_x1 in_w1) 0) sym_n))
(assert
 (= (dim (matmul in_x1 in_w1) 1) sym_c2))
(assert
 (= (rank (matmul in_x2 in_w1)) 2))
(assert
 (= (dim (matmul in_x2 in_w1) 0) sym_n2))
(assert
 (= (dim (matmul in_x2 in_w1) 1) sym_c2))
(assert
 (= (rank (concat 0 (matmul in_x1 in_w1) (matmul in_x2 in_w1))) 2))
(assert
 (let ((?x186 (+ sym_n sym_n2)))
 (let ((?x175 (matmul in_x2 in_w1)))
 (let ((?x168 (matmul in_x1 in_w1)))
 (let ((?x182 (concat 0 ?x168 ?x175)))
 (let ((?x185 (dim ?x182 0)))
 (= ?x185 ?x186)))))))
(assert
 (let ((?x175 (matmul in_x2 in_w1)))
 (let ((?x168 (matmul in_x1 in_w1)))
 (let ((?x182 (concat 0 ?x168 ?x175)))
 (= (dim ?x182 1) sym_c2)))))
(assert
 (let ((?x186 (+ sym_n sym_n2)))
 (>= ?x186 0)))
(assert
 (= (rank (concat 0 in_x1 in_x2)) 2))
(assert
 (let ((?x186 (+ sym_n sym_n2)))
 (let ((?x191 (concat 0 in_x1 in_x2)))
 (let ((?x194 (dim ?x191 0)))
 (= ?x194 ?x186)))))
(assert
 (= (dim (concat 0 in_x1 in_x2) 1) sym_c))
(assert
 (= (rank (matmul (concat 0 in_x1 in_x2) in_w1)) 2))
(assert
 (let ((?x186 (+ sym_n sym_n2)))
 (let ((?x191 (concat 0 in_x1 in_x2)))
 (let ((?x198 (matmul ?x191 in_w1)))
 (let ((?x201 (dim ?x198 0)))
 (= ?x201 ?x186))))))
(assert
 (= (dim (matmul (concat 0 in_x1 in_x2) in_w1) 1) sym_c2))
(assert
 (let ((?x191 (concat 0 in_x1 in_x2)))
(let ((?x198 (matmul ?x191 in_w1)))
(let ((?x175 (matmul in_x2 in_w1)))
(let ((?x168 (matmul in_x1 in_w1)))
(let ((?x182 (concat 0 ?x168 ?x175)))
(and (distinct ?x182 ?x198) true)))))))
(check-sat)
