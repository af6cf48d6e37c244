; verified_opt proof obligation: unsat means the rule holds
; axioms used: mul_comm, mul_concat, mul_ones2
; z3 rlimit used: 113109
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun mul (T T) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun ones2 (Int Int) T)
(declare-fun sym_c () Int)
(declare-fun sym_n () Int)
(declare-fun in_x1 () T)
(declare-fun in_x2 () T)
(assert
 (forall ((A T) (B T) (C T) (D T) (ax Int) )(! (let ((?x28 (concat ax (mul A C) (mul B D))))
 (let ((?x25 (mul (concat ax A B) (concat ax C D))))
 (let (($x29 (= ?x25 ?x28)))
 (let (($x22 (and (= (dim A ax) (dim C ax)) (>= (rank A) 1) (>= (rank B) 1) (>= (rank C) 1) (>= (rank D) 1))))
 (=> $x22 $x29))))) :pattern ( (mul (concat ax A B) (concat ax C D)) ) :pattern ( (concat ax (mul A C) (mul B D)) ) :qid mul_concat))
 )
(assert
 (forall ((X T) (a Int) (b Int) )(! (let ((?x64 (mul X (ones2 a b))))
 (let (($x65 (= ?x64 X)))
 (let (($x62 (and (= (dim X 0) a) (= (dim X 1) b) (= (rank X) 2))))
 (=> $x62 $x65)))) :pattern ( (mul X (ones2 a b)) ) :qid mul_ones2))
 )
(assert
 (forall ((X T) (Y T) )(! (let ((?x112 (mul Y X)))
 (let ((?x111 (mul X Y)))
 (let (($x113 (= ?x111 ?x112)))
 (let (($x108 (= (dim X 5) (dim Y 5))))
 (let (($x102 (= (dim X 4) (dim Y 4))))
 (let (($x96 (= (dim X 3) (dim Y 3))))
 (let (($x90 (= (dim X 2) (dim Y 2))))
 (let (($x85 (= (dim X 1) (dim Y 1))))
 (let (($x80 (= (dim X 0) (dim Y 0))))
 (let (($x110 (and (= (- (rank Y) 0) (- (rank X) 0)) (=> (> (- (rank X) 0) 0) $x80) (=> (> (- (rank X) 0) 1) $x85) (=> (> (- (rank X) 0) 2) $x90) (=> (> (- (rank X) 0) 3) $x96) (=> (> (- (rank X) 0) 4) $x102) (=> (> (- (rank X) 0) 5) $x108))))
 (=> $x110 $x113))))))))))) :pattern ( (mul X Y) ) :pattern ( (mul Y X) ) :qid mul_comm))
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
 (= (rank in_x2) 2))
(assert
 (= (dim in_x2 0) sym_n))
(assert
 (= (dim in_x2 1) sym_c))
(assert
 (= (rank (ones2 sym_n sym_c)) 2))
(assert
 (= (dim (ones2 sym_n sym_c) 0) sym_n))
(assert
 (= (dim (ones2 sym_n sym_c) 1) sym_c))
(assert
 (= (rank (concat 0 in_x2 (ones2 sym_n sym_c))) 2))
(assert
 (let ((?x164 (* 2 sym_n)))
 (let ((?x153 (ones2 sym_n sym_c)))
 (let ((?x160 (concat 0 in_x2 ?x153)))
 (let ((?x163 (dim ?x160 0)))
 (= ?x163 ?x164))))))
(assert
 (= (dim (concat 0 in_x2 (ones2 sym_n sym_c)) 1) sym_c))
(assert
 (= (rank (concat 0 (ones2 sym_n sym_c) in_x1)) 2))
(assert
 (let ((?x164 (* 2 sym_n)))
 (let ((?x153 (ones2 sym_n sym_c)))
 (let ((?x168 (concat 0 ?x153 in_x1)))
 (let ((?x171 (dim ?x168 0)))
 (= ?x171 ?x164))))))
(assert
 (= (dim (concat 0 (ones2 sym_n sym_c) in_x1) 1) sym_c))
(assert
 (let ((?x153 (ones2 sym_n sym_c)))
 (let ((?x168 (concat 0 ?x153 in_x1)))
 (let ((?x160 (concat 0 in_x2 ?x153)))
 (let ((?x175 (mul ?x160 ?x168)))
 (= (rank ?x175) 2))))))
(assert
 (let ((?x164 (* 2 sym_n)))
 (let ((?x153 (ones2 sym_n sym_c)))
 (let ((?x168 (concat 0 ?x153 in_x1)))
 (let ((?x160 (concat 0 in_x2 ?x153)))
 (let ((?x175 (mul ?x160 ?x168)))
 (let ((?x178 (dim ?x175 0)))
 (= ?x178 ?x164))))))))
(assert
 (let ((?x153 (ones2 sym_n sym_c)))
 (let ((?x168 (concat 0 ?x153 in_x1)))
 (let ((?x160 (concat 0 in_x2 ?x153)))
 (let ((?x175 (mul ?x160 ?x168)))
 (= (dim ?x175 1) sym_c))))))
(assert
 (let ((?x164 (* 2 sym_n)))
 (>= ?x164 0)))
(assert
 (= (rank (concat 0 in_x2 in_x1)) 2))
(assert
 (let ((?x164 (* 2 sym_n)))
 (let ((?x183 (concat 0 in_x2 in_x1)))
 (let ((?x186 (dim ?x183 0)))
 (= ?x186 ?x164)))))
(assert
 (= (dim (concat 0 in_x2 in_x1) 1) sym_c))
(assert
 (let ((?x183 (concat 0 in_x2 in_x1)))
(let ((?x153 (ones2 sym_n sym_c)))
(let ((?x168 (concat 0 ?x153 in_x1)))
(let ((?x160 (concat 0 in_x2 ?x153)))
(let ((?x175 (mul ?x160 ?x168)))
(and (distinct ?x175 ?x183) true)))))))
(check-sat)
