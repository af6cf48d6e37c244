; verified_opt proof obligation: unsat means the rule holds
; axioms used: mul_ones2, smul_concat, smul_mul
; z3 rlimit used: 112060
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun smul (T T) T)
(declare-fun rank (T) Int)
(declare-fun mul (T T) T)
(declare-fun ones2 (Int Int) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_n () Int)
(declare-fun in_s1 () T)
(declare-fun in_x1 () T)
(assert
 (forall ((A T) (B T) (S T) (ax Int) )(! (let ((?x22 (concat ax (smul A S) (smul B S))))
 (let ((?x19 (smul (concat ax A B) S)))
 (let (($x23 (= ?x19 ?x22)))
 (let (($x16 (and (>= (rank A) 1) (>= (rank B) 1) (= (rank S) 0))))
 (=> $x16 $x23))))) :pattern ( (smul (concat ax A B) S) ) :pattern ( (concat ax (smul A S) (smul B S)) ) :qid smul_concat))
 )
(assert
 (forall ((X T) (a Int) (b Int) )(! (let ((?x57 (mul X (ones2 a b))))
 (let (($x58 (= ?x57 X)))
 (let (($x55 (and (= (dim X 0) a) (= (dim X 1) b) (= (rank X) 2))))
 (=> $x55 $x58)))) :pattern ( (mul X (ones2 a b)) ) :qid mul_ones2))
 )
(assert
 (forall ((S T) (X T) (Y T) )(! (let ((?x108 (mul X (smul Y S))))
 (let ((?x106 (smul (mul X Y) S)))
 (let (($x109 (= ?x106 ?x108)))
 (let (($x102 (= (dim X 5) (dim Y 5))))
 (let (($x96 (= (dim X 4) (dim Y 4))))
 (let (($x90 (= (dim X 3) (dim Y 3))))
 (let (($x84 (= (dim X 2) (dim Y 2))))
 (let (($x79 (= (dim X 1) (dim Y 1))))
 (let (($x74 (= (dim X 0) (dim Y 0))))
 (let ((?x10 (rank S)))
 (let (($x65 (= ?x10 0)))
 (let (($x104 (and $x65 (= (- (rank Y) 0) (- (rank X) 0)) (=> (> (- (rank X) 0) 0) $x74) (=> (> (- (rank X) 0) 1) $x79) (=> (> (- (rank X) 0) 2) $x84) (=> (> (- (rank X) 0) 3) $x90) (=> (> (- (rank X) 0) 4) $x96) (=> (> (- (rank X) 0) 5) $x102))))
 (=> $x104 $x109))))))))))))) :pattern ( (smul (mul X Y) S) ) :pattern ( (mul X (smul Y S)) ) :qid smul_mul))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_n 1))
(assert
 (= (rank in_s1) 0))
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
 (= (rank (smul (ones2 sym_n sym_c) in_s1)) 2))
(assert
 (= (dim (smul (ones2 sym_n sym_c) in_s1) 0) sym_n))
(assert
 (= (dim (smul (ones2 sym_n sym_c) in_s1) 1) sym_c))
(assert
 (= (rank (mul in_x1 (smul (ones2 sym_n sym_c) in_s1))) 2))
(assert
 (= (dim (mul in_x1 (smul (ones2 sym_n sym_c) in_s1)) 0) sym_n))
(assert
 (= (dim (mul in_x1 (smul (ones2 sym_n sym_c) in_s1)) 1) sym_c))
(assert
 (let ((?x145 (ones2 sym_n sym_c)))
 (let ((?x152 (smul ?x145 in_s1)))
 (let ((?x159 (mul in_x1 ?x152)))
 (let ((?x166 (concat 0 ?x152 ?x159)))
 (= (rank ?x166) 2))))))
(assert
 (let ((?x170 (* 2 sym_n)))
 (let ((?x145 (ones2 sym_n sym_c)))
 (let ((?x152 (smul ?x145 in_s1)))
 (let ((?x159 (mul in_x1 ?x152)))
 (let ((?x166 (concat 0 ?x152 ?x159)))
 (let ((?x169 (dim ?x166 0)))
 (= ?x169 ?x170))))))))
(assert
 (let ((?x145 (ones2 sym_n sym_c)))
 (let ((?x152 (smul ?x145 in_s1)))
 (let ((?x159 (mul in_x1 ?x152)))
 (let ((?x166 (concat 0 ?x152 ?x159)))
 (= (dim ?x166 1) sym_c))))))
(assert
 (let ((?x170 (* 2 sym_n)))
 (>= ?x170 0)))
(assert
 (= (rank (concat 0 (ones2 sym_n sym_c) in_x1)) 2))
(assert
 (let ((?x170 (* 2 sym_n)))
 (let ((?x145 (ones2 sym_n sym_c)))
 (let ((?x175 (concat 0 ?x145 in_x1)))
 (let ((?x178 (dim ?x175 0)))
 (= ?x178 ?x170))))))
(assert
 (= (dim (concat 0 (ones2 sym_n sym_c) in_x1) 1) sym_c))
(assert
 (= (rank (smul (concat 0 (ones2 sym_n sym_c) in_x1) in_s1)) 2))
(assert
 (let ((?x170 (* 2 sym_n)))
 (let ((?x145 (ones2 sym_n sym_c)))
 (let ((?x175 (concat 0 ?x145 in_x1)))
 (let ((?x182 (smul ?x175 in_s1)))
 (let ((?x185 (dim ?x182 0)))
 (= ?x185 ?x170)))))))
(assert
 (let ((?x145 (ones2 sym_n sym_c)))
 (let ((?x175 (concat 0 ?x145 in_x1)))
 (let ((?x182 (smul ?x175 in_s1)))
 (= (dim ?x182 1) sym_c)))))
(assert
 (let ((?x145 (ones2 sym_n sym_c)))
(let ((?x175 (concat 0 ?x145 in_x1)))
(let ((?x182 (smul ?x175 in_s1)))
(let ((?x152 (smul ?x145 in_s1)))
(let ((?x159 (mul in_x1 ?x152)))
(let ((?x166 (concat 0 ?x152 ?x159)))
(and (distinct ?x166 ?x182) true))))))))
(check-sat)
