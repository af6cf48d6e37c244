; verified_opt proof obligation: unsat means the rule holds
; axioms used: relu_concat, relu_ones2
; z3 rlimit used: 127705
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun relu (T) T)
(declare-fun rank (T) Int)
(declare-fun ones2 (Int Int) T)
(declare-fun sym_c () Int)
(declare-fun sym_n () Int)
(declare-fun in_x1 () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((X T) (Y T) (ax Int) )(! (let ((?x18 (concat ax (relu X) (relu Y))))
 (let ((?x15 (relu (concat ax X Y))))
 (let (($x19 (= ?x15 ?x18)))
 (let (($x12 (and (>= (rank X) 1) (>= (rank Y) 1))))
 (=> $x12 $x19))))) :pattern ( (relu (concat ax X Y)) ) :pattern ( (concat ax (relu X) (relu Y)) ) :qid relu_concat))
 )
(assert
 (forall ((a Int) (b Int) )(! (let ((?x48 (ones2 a b)))
 (let ((?x49 (relu ?x48)))
 (let (($x50 (= ?x49 ?x48)))
 (let (($x47 (and (>= a 1) (>= b 1))))
 (=> $x47 $x50))))) :pattern ( (relu (ones2 a b)) ) :pattern ( (ones2 a b) ) :qid relu_ones2))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_n 1))
(assert
 (= (rank in_x1) 2))
(assert
 (= (dim in_x1 0) sym_n))
(assert
 (= (dim in_x1 1) sym_c))
(assert
 (= (rank (ones2 sym_n sym_c)) 2))
(assert
 (= (dim (ones2 sym_n sym_c) 0) sym_n))
(assert
 (= (dim (ones2 sym_n sym_c) 1) sym_c))
(assert
 (= (rank (relu in_x1)) 2))
(assert
 (= (dim (relu in_x1) 0) sym_n))
(assert
 (= (dim (relu in_x1) 1) sym_c))
(assert
 (= (rank (concat 1 (relu in_x1) (ones2 sym_n sym_c))) 2))
(assert
 (= (dim (concat 1 (relu in_x1) (ones2 sym_n sym_c)) 0) sym_n))
(assert
 (let ((?x91 (* 2 sym_c)))
 (let ((?x71 (ones2 sym_n sym_c)))
 (let ((?x78 (relu in_x1)))
 (let ((?x85 (concat 1 ?x78 ?x71)))
 (let ((?x90 (dim ?x85 1)))
 (= ?x90 ?x91)))))))
(assert
 (let ((?x71 (ones2 sym_n sym_c)))
 (let ((?x78 (relu in_x1)))
 (let ((?x85 (concat 1 ?x78 ?x71)))
 (let ((?x93 (concat 1 ?x85 ?x71)))
 (= (rank ?x93) 2))))))
(assert
 (let ((?x71 (ones2 sym_n sym_c)))
 (let ((?x78 (relu in_x1)))
 (let ((?x85 (concat 1 ?x78 ?x71)))
 (let ((?x93 (concat 1 ?x85 ?x71)))
 (= (dim ?x93 0) sym_n))))))
(assert
 (let ((?x100 (* 3 sym_c)))
 (let ((?x71 (ones2 sym_n sym_c)))
 (let ((?x78 (relu in_x1)))
 (let ((?x85 (concat 1 ?x78 ?x71)))
 (let ((?x93 (concat 1 ?x85 ?x71)))
 (let ((?x98 (dim ?x93 1)))
 (= ?x98 ?x100))))))))
(assert
 (let ((?x91 (* 2 sym_c)))
 (>= ?x91 0)))
(assert
 (let ((?x100 (* 3 sym_c)))
 (>= ?x100 0)))
(assert
 (= (rank (concat 1 in_x1 (ones2 sym_n sym_c))) 2))
(assert
 (= (dim (concat 1 in_x1 (ones2 sym_n sym_c)) 0) sym_n))
(assert
 (let ((?x91 (* 2 sym_c)))
 (let ((?x71 (ones2 sym_n sym_c)))
 (let ((?x104 (concat 1 in_x1 ?x71)))
 (let ((?x109 (dim ?x104 1)))
 (= ?x109 ?x91))))))
(assert
 (let ((?x71 (ones2 sym_n sym_c)))
 (let ((?x104 (concat 1 in_x1 ?x71)))
 (let ((?x111 (concat 1 ?x104 ?x71)))
 (= (rank ?x111) 2)))))
(assert
 (let ((?x71 (ones2 sym_n sym_c)))
 (let ((?x104 (concat 1 in_x1 ?x71)))
 (let ((?x111 (concat 1 ?x104 ?x71)))
 (= (dim ?x111 0) sym_n)))))
(assert
 (let ((?x100 (* 3 sym_c)))
 (let ((?x71 (ones2 sym_n sym_c)))
 (let ((?x104 (concat 1 in_x1 ?x71)))
 (let ((?x111 (concat 1 ?x104 ?x71)))
 (let ((?x116 (dim ?x111 1)))
 (= ?x116 ?x100)))))))
(assert
 (let ((?x71 (ones2 sym_n sym_c)))
 (let ((?x104 (concat 1 in_x1 ?x71)))
 (let ((?x111 (concat 1 ?x104 ?x71)))
 (let ((?x118 (relu ?x111)))
 (= (rank ?x118) 2))))))
(assert
 (let ((?x71 (ones2 sym_n sym_c)))
 (let ((?x104 (concat 1 in_x1 ?x71)))
 (let ((?x111 (concat 1 ?x104 ?x71)))
 (let ((?x118 (relu ?x111)))
 (= (dim ?x118 0) sym_n))))))
(assert
 (let ((?x100 (* 3 sym_c)))
 (let ((?x71 (ones2 sym_n sym_c)))
 (let ((?x104 (concat 1 in_x1 ?x71)))
 (let ((?x111 (concat 1 ?x104 ?x71)))
 (let ((?x118 (relu ?x111)))
 (let ((?x123 (dim ?x118 1)))
 (= ?x123 ?x100))))))))
(assert
 (let ((?x71 (ones2 sym_n sym_c)))
(let ((?x104 (concat 1 in_x1 ?x71)))
(let ((?x111 (concat 1 ?x104 ?x71)))
(let ((?x118 (relu ?x111)))
(let ((?x78 (relu in_x1)))
(let ((?x85 (concat 1 ?x78 ?x71)))
(let ((?x93 (concat 1 ?x85 ?x71)))
(and (distinct ?x93 ?x118) true)))))))))
(check-sat)
